import { http, HttpResponse } from 'msw';
import { toApiUrl, type EventStream } from '@quotemarket/contract';
import { testOrigin, type setupMswServer } from './mswServer';

/** How long the client waits before it reconnects to a dropped test stream (3 s by default). */
const reconnectMilliseconds = 10;

/**
 * Serves `stream` as server-sent events the test writes to. `connections` records the headers of
 * each (re)connection; `send` writes an event's data to the latest one, and `drop` ends that one as
 * a lost network would (the client comes back at once).
 */
export function serveEventStream(server: ReturnType<typeof setupMswServer>, stream: EventStream) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const connections: Headers[] = [];
  const latest = () => {
    if (!controller) throw new Error(`nothing is connected to ${stream.path} yet`);
    return controller;
  };
  server.use(
    http.get(`${testOrigin}${toApiUrl(stream.path)}`, ({ request }) => {
      connections.push(request.headers);
      const body = new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          streamController.enqueue(encoder.encode(`retry: ${reconnectMilliseconds}\n\n`));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    connections,
    send: (data: string) =>
      latest().enqueue(encoder.encode(`event: ${stream.eventName}\ndata: ${data}\n\n`)),
    drop: () => latest().close(),
  };
}
