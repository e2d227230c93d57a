import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  eventStreamPositionMaxLength,
  eventStreamResumeParameter,
  eventStreamSignals,
  toApiUrl,
  type EventStream,
  type EventStreamEvent,
  type EventStreamOtherEvent,
} from '@quotemarket/contract';
import type { BuyerAuth, RequestAuth, SellerAuth } from '../auth/request-auth';
import type { AppDeps } from '../deps';
import type { QuoteEvent, QuoteEventListener } from '../domain/events/quote-events';
import { tooMany } from '../domain/shared/rate-limits';
import { clientAddress } from './client-address';
import { authorize } from './router';

/** Proxies and idle timeouts close a silent connection; the position this often keeps it open. */
const keepAliveMs = 20_000;
/** How long a browser waits before it reconnects a dropped stream. */
const reconnectDelayMs = 3_000;

/** Whose streams a caller's count among: the signed-in buyer or dealer (every stream needs one). */
function accountOf(auth: RequestAuth | null, address: string): string {
  if (auth?.kind === 'buyer') return `buyer:${auth.userId}`;
  if (auth?.kind === 'seller') return `seller:${auth.sellerId}`;
  return `guest:${address}`;
}

/** How many streams each key holds open, up to a cap. */
class OpenCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts one more for `key`, unless it already holds the cap. */
  take(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.cap) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  give(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

export interface EventStreamCaller<S extends EventStream> {
  auth: S['auth'] extends 'buyer' ? BuyerAuth : SellerAuth;
}

/**
 * What one caller's stream makes of each quote event: the event to send them, or null when it does
 * not concern them. Set up once per connection (a dealer's categories are read once).
 */
export type EventStreamView<S extends EventStream> = (
  caller: EventStreamCaller<S>,
) => (event: QuoteEvent) => Promise<EventStreamEvent<S> | null> | EventStreamEvent<S> | null;

/** What one caller's stream makes of each quote event as each of the stream's other events. */
export type EventStreamOtherViews<S extends EventStream> = {
  [Name in keyof NonNullable<S['alsoSends']>]: (
    caller: EventStreamCaller<S>,
  ) => (
    event: QuoteEvent,
  ) => Promise<EventStreamOtherEvent<S, Name> | null> | EventStreamOtherEvent<S, Name> | null;
};

export type MountEventStream = <S extends EventStream>(
  stream: S,
  view: EventStreamView<S>,
  otherViews?: EventStreamOtherViews<S>,
) => void;

/** `Last-Event-ID` when the browser reconnects, else the position the page's data was read at. */
function resumePositionOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && header !== '') return header;
  return (request.query as Partial<Record<typeof eventStreamResumeParameter, string>>)[
    eventStreamResumeParameter
  ];
}

/**
 * Mounts `text/event-stream` routes over the process's quote events (docs/decisions/0005). The
 * caller is checked like any endpoint's (a JSON 401 or 403 before the stream starts); then the
 * connection stays open. Each event that concerns the caller goes out as `id:` (its position),
 * `event:` and `data:` lines, one after another in the order the writes committed; the stream's
 * position goes out when it opens and every 20 s. A connection that names a position hears first
 * what followed it, or `missed` when the server cannot tell. Open streams end when the server
 * closes.
 */
export function createEventStreamMount(app: FastifyInstance, deps: AppDeps): MountEventStream {
  const open = new Set<ServerResponse>();
  const { streamsPerAddress, streamsPerAccount } = deps.settings.connectionLimits;
  const streamsOfAddress = new OpenCounts(streamsPerAddress);
  const streamsOfAccount = new OpenCounts(streamsPerAccount);
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  return (stream, view, otherViews) => {
    app.get(
      toApiUrl(stream.path),
      {
        schema: {
          summary: stream.summary,
          tags: [...stream.tags],
          security: [{ bearer: [] }],
          produces: ['text/event-stream'],
          querystring: z.object({
            [eventStreamResumeParameter]: z
              .string()
              .max(eventStreamPositionMaxLength)
              .optional()
              .describe(
                '이 위치 다음의 소식부터 받아요: 페이지의 데이터를 읽은 위치예요. 다시 연결할 때는 Last-Event-ID가 우선해요.',
              ),
          }),
        },
        // One request holds the stream for hours, and a browser gives a refused stream up for
        // good: the API budget is for requests, not for these.
        config: { rateLimit: false },
      },
      async (request, reply) => {
        // A stream is a buyer's or a dealer's (EventStream's `auth`), never an operator's.
        const auth = (await authorize(stream, request, deps)) as RequestAuth | null;
        const address = clientAddress(request);
        const account = accountOf(auth, address);
        // Refused before it starts, in the envelope: the caller's browser tries again later.
        if (!streamsOfAccount.take(account)) throw tooMany('열린 실시간 연결이', 30);
        if (!streamsOfAddress.take(address)) {
          streamsOfAccount.give(account);
          throw tooMany('열린 실시간 연결이', 30);
        }
        const caller = { auth: auth as never };
        // Each name the stream sends, its schema and what this caller hears of a quote event.
        type NamedView = [string, z.core.$ZodType, (event: QuoteEvent) => unknown];
        const views: NamedView[] = [
          [stream.eventName, stream.event, view(caller)],
          ...Object.entries(otherViews ?? {}).map(([name, otherView]): NamedView => [
            name,
            stream.alsoSends![name]!,
            (otherView as (c: typeof caller) => (event: QuoteEvent) => unknown)(caller),
          ]),
        ];
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
        const write = (text: string) => {
          // Written after the caller left (or the server closed): nobody to go to.
          if (!response.writableEnded && open.has(response)) response.write(text);
        };

        // Events are worked out one after another (a view may read the database), so they go out
        // in the order they happened, and the position sent is one every earlier event went out by.
        let position = deps.events.position;
        let pending: Promise<unknown> = Promise.resolve();
        const then = (step: () => unknown) => {
          pending = pending.then(step).catch(() => undefined);
        };
        const sendPosition = () =>
          write(`id: ${position}\nevent: ${eventStreamSignals.position}\ndata:\n\n`);
        const listener: QuoteEventListener = {
          onEvent: ({ key, event }) =>
            then(async () => {
              for (const [name, schema, eventOf] of views) {
                const sent = await eventOf(event);
                if (!sent) continue;
                const data = JSON.stringify(z.parse(schema, sent));
                write(`id: ${key}\nevent: ${name}\ndata: ${data}\n\n`);
              }
              position = key;
            }),
          onMissed: () => {
            const run = deps.events.position;
            then(() => {
              position = run;
              write(`event: ${eventStreamSignals.missed}\ndata:\n\n`);
            });
          },
        };

        const resumeFrom = resumePositionOf(request);
        const { stop, resumed } = deps.events.subscribe(listener, resumeFrom);
        if (!resumed) listener.onMissed();
        const current = deps.events.position;
        then(() => {
          position = current;
          sendPosition();
        });
        const keepAlive = setInterval(() => then(sendPosition), keepAliveMs);
        response.once('close', () => {
          clearInterval(keepAlive);
          open.delete(response);
          streamsOfAddress.give(address);
          streamsOfAccount.give(account);
          stop();
        });
      },
    );
  };
}
