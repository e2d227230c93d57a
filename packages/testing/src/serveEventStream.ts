import { http, HttpResponse } from 'msw';
import { eventStreamSignals, toApiUrl, type EventStream } from '@quotemarket/contract';
import { testOrigin, type setupMswServer } from './mswServer';

/** How long the client waits before it reconnects to a dropped test stream (3 s by default). */
const reconnectMilliseconds = 10;

/**
 * Serves `stream` as server-sent events the test writes to. `connections` records the headers of
 * each (re)connection and `addresses` its URL; `send` writes an event's data to the latest one
 * (with its position as `id` when given), `sendAlso` one of its further events (`alsoSends`) by
 * name, `signal` one of the signals every stream sends
 * (`position`, `missed`), and `drop` ends the latest connection as a lost network would (the client
 * comes back at once).
 */
export function serveEventStream(server: ReturnType<typeof setupMswServer>, stream: EventStream) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const connections: Headers[] = [];
  const addresses: URL[] = [];
  const latest = () => {
    if (!controller) throw new Error(`nothing is connected to ${stream.path} yet`);
    return controller;
  };
  const write = (event: string, data: string, id: string | undefined) =>
    latest().enqueue(
      encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`),
    );
  server.use(
    http.get(`${testOrigin}${toApiUrl(stream.path)}`, ({ request }) => {
      connections.push(request.headers);
      addresses.push(new URL(request.url));
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
    addresses,
    send: (data: string, { id }: { id?: string } = {}) => write(stream.eventName, data, id),
    sendAlso: (name: string, data: string, { id }: { id?: string } = {}) => write(name, data, id),
    signal: (signal: keyof typeof eventStreamSignals, { id }: { id?: string } = {}) =>
      write(eventStreamSignals[signal], '', id),
    drop: () => latest().close(),
  };
}
