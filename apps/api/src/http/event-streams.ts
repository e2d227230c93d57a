import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { toApiUrl, type EventStream, type EventStreamEvent } from '@quotemarket/contract';
import type { BuyerAuth, SellerAuth } from '../auth/request-auth';
import type { AppDeps } from '../deps';
import { authorize } from './router';

/** Proxies and idle timeouts close a silent connection; a comment this often keeps it open. */
const keepAliveMs = 20_000;
/** How long a browser waits before it reconnects a dropped stream. */
const reconnectDelayMs = 3_000;

export interface EventStreamInput<S extends EventStream> {
  auth: S['auth'] extends 'buyer' ? BuyerAuth : SellerAuth;
  /** Sends one event to this caller (validated against the stream's schema first). */
  send(event: EventStreamEvent<S>): void;
}

/** Starts what a stream sends to one caller; returns how to stop when the caller goes away. */
export type EventStreamOpener<S extends EventStream> = (input: EventStreamInput<S>) => () => void;

export type MountEventStream = <S extends EventStream>(
  stream: S,
  open: EventStreamOpener<S>,
) => void;

/**
 * Mounts `text/event-stream` routes. The caller is checked like any endpoint's (a JSON 401 or 403
 * before the stream starts); then the connection stays open, sending each event as `event:` and
 * `data:` lines and a comment every 20 s. Open streams end when the server closes.
 */
export function createEventStreamMount(app: FastifyInstance, deps: AppDeps): MountEventStream {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  return (stream, start) => {
    app.get(
      toApiUrl(stream.path),
      {
        schema: {
          summary: stream.summary,
          tags: [...stream.tags],
          security: [{ bearer: [] }],
          produces: ['text/event-stream'],
        },
        // One request holds the stream for hours, and a browser gives a refused stream up for
        // good: the API budget is for requests, not for these.
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const auth = await authorize(stream, request, deps);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        response.write(`retry: ${reconnectDelayMs}\n\n`);
        open.add(response);
        const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), keepAliveMs);
        const stop = start({
          auth: auth as never,
          send: (event) => {
            // An event worked out while the caller left (or the server closed) has nobody to go to.
            if (response.writableEnded || !open.has(response)) return;
            const data = JSON.stringify(z.parse(stream.event, event));
            response.write(`event: ${stream.eventName}\ndata: ${data}\n\n`);
          },
        });
        response.once('close', () => {
          clearInterval(keepAlive);
          open.delete(response);
          stop();
        });
      },
    );
  };
}
