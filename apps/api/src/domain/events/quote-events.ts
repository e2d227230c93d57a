import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  conversationChanges,
  estimationClosedReasons,
  messageSenders,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';

/**
 * What happened to quote requests, told to whoever watches them live (a buyer's open screens, a
 * dealer's inbox). Events travel through PostgreSQL's NOTIFY on one channel: sent inside the write's
 * transaction, they arrive only once it commits, and every API process on the same database hears
 * them (the embedded database delivers them inside its one process).
 */
export const quoteEventChannel = 'quotemarket_quote_events';

const quoteEventSchema = z.discriminatedUnion('type', [
  z.object({
    /** A dealer sent, edited or withdrew a quote on a buyer's request. */
    type: z.literal('estimation'),
    change: z.enum(['submitted', 'updated', 'withdrawn']),
    quotationId: z.number().int(),
    estimationId: z.number().int(),
    buyerId: z.number().int(),
    sellerId: z.number().int(),
  }),
  z.object({
    /** A buyer sent a request: dealers of its category may now quote on it. */
    type: z.literal('quotation-opened'),
    quotationId: z.number().int(),
    categoryId: z.number().int(),
  }),
  z.object({
    /**
     * A request ended without a selection: the buyer stopped taking quotes, an operator closed it
     * (fraud) or its deadline passed. No more quotes; its bidders are told why.
     */
    type: z.literal('quotation-closed'),
    quotationId: z.number().int(),
    categoryId: z.number().int(),
    reason: z.enum(estimationClosedReasons).exclude(['SELECTED_ELSEWHERE']),
    bidderSellerIds: z.array(z.number().int()),
  }),
  z.object({
    /**
     * A buyer chose a quote: the request is closed for every other dealer; the other bidders are
     * told another store was chosen (not which).
     */
    type: z.literal('selection'),
    quotationId: z.number().int(),
    estimationId: z.number().int(),
    buyerId: z.number().int(),
    sellerId: z.number().int(),
    bidderSellerIds: z.array(z.number().int()),
  }),
  z.object({
    /** A message was sent in a quote's conversation, or its reader read what the other side sent. */
    type: z.literal('message'),
    change: z.enum(conversationChanges),
    by: z.enum(messageSenders),
    quotationId: z.number().int(),
    estimationId: z.number().int(),
    buyerId: z.number().int(),
    sellerId: z.number().int(),
    messageId: z.number().int().nullable(),
  }),
]);
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

type Executor = Pick<Database, 'execute'>;

/**
 * An event as the processes hear it: with a key given once, where it is published, so that every
 * process names it alike and a stream can resume after it on any of them.
 */
export interface HeardQuoteEvent {
  key: string;
  event: QuoteEvent;
}

const heardEventSchema = z.object({ key: z.string().min(1).max(64), event: quoteEventSchema });

/** Tells the watchers once the surrounding transaction commits (at once outside of one). */
export async function publishQuoteEvent(db: Executor, event: QuoteEvent): Promise<void> {
  const heard: HeardQuoteEvent = { key: randomUUID(), event };
  await db.execute(sql`select pg_notify(${quoteEventChannel}, ${JSON.stringify(heard)})`);
}

/** Reads a notification's payload; anything else on the channel is ignored, not trusted. */
export function parseQuoteEvent(payload: string): HeardQuoteEvent | null {
  try {
    const parsed = heardEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface QuoteEventListener {
  /** Each event, in the order the writes committed. */
  onEvent(heard: HeardQuoteEvent): void;
  /** Events were missed (the database connection was lost): what the listener shows may be stale. */
  onMissed(): void;
}

/**
 * How many recent events a process keeps for streams that resume. A stream that was away for more
 * than this many events is told to refresh instead (`subscribe` answers that it cannot resume).
 */
const quoteEventsKept = 2_000;

/**
 * One process's listeners. It holds a single LISTEN on the database however many screens are open,
 * and hands each event to every listener; a listener decides what concerns it (its buyer, its
 * dealer's categories).
 *
 * It also keeps the latest events, so that a stream can resume where a page's data was read or
 * where a dropped connection left off (docs/decisions/0005). A position is the key of the last event
 * heard, or, before any, the run's own name: notifications reach every process in commit order, so
 * an event's key marks the same point on all of them, and a run's name only on its own.
 */
export class QuoteEventHub {
  private readonly listeners = new Set<QuoteEventListener>();
  private kept: HeardQuoteEvent[] = [];
  /** Names the run of events `kept` starts from; a new one after events were missed. */
  private run = randomUUID();
  /** Whether `kept` still holds every event since the run began. */
  private keptSinceRun = true;

  constructor(private readonly keep = quoteEventsKept) {}

  /** Called with each notification's payload by the database's listener. */
  deliver(payload: string): void {
    const heard = parseQuoteEvent(payload);
    if (!heard) return;
    this.kept.push(heard);
    if (this.kept.length > this.keep) {
      this.kept.splice(0, this.kept.length - this.keep);
      this.keptSinceRun = false;
    }
    for (const listener of this.listeners) listener.onEvent(heard);
  }

  /**
   * The database's listener lost its connection: events may have gone unheard. No position from
   * before can be resumed, and every listener is told.
   */
  missedEvents(): void {
    this.kept = [];
    this.run = randomUUID();
    this.keptSinceRun = true;
    for (const listener of this.listeners) listener.onMissed();
  }

  /** Where the events heard so far end: a stream opened with it hears every later one. */
  get position(): string {
    return this.kept.at(-1)?.key ?? this.run;
  }

  /**
   * Starts handing events to `listener`: first the kept events after `after` (a position), then
   * each new one. `resumed` is false when `after` was given but this process cannot tell what
   * followed it (an unknown key, one no longer kept, or another process's run): the listener has
   * then missed events it cannot be told. The returned `stop` ends it.
   */
  subscribe(listener: QuoteEventListener, after?: string): { stop: () => void; resumed: boolean } {
    const since = after === undefined ? this.kept.length : this.indexAfter(after);
    for (const heard of this.kept.slice(since ?? this.kept.length)) listener.onEvent(heard);
    this.listeners.add(listener);
    return { stop: () => this.listeners.delete(listener), resumed: since !== null };
  }

  /** The index in `kept` of the first event after `position`, or null when it is not known here. */
  private indexAfter(position: string): number | null {
    if (position === this.run) return this.keptSinceRun ? 0 : null;
    const index = this.kept.findLastIndex((heard) => heard.key === position);
    return index === -1 ? null : index + 1;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
