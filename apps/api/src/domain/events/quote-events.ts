import { sql } from 'drizzle-orm';
import { z } from 'zod';
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
    /** A buyer chose a quote: the request is closed for every other dealer. */
    type: z.literal('selection'),
    quotationId: z.number().int(),
    estimationId: z.number().int(),
    buyerId: z.number().int(),
    sellerId: z.number().int(),
  }),
]);
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

type Executor = Pick<Database, 'execute'>;

/** Tells the watchers once the surrounding transaction commits (at once outside of one). */
export async function publishQuoteEvent(db: Executor, event: QuoteEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${quoteEventChannel}, ${JSON.stringify(event)})`);
}

/** Reads a notification's payload; anything else on the channel is ignored, not trusted. */
export function parseQuoteEvent(payload: string): QuoteEvent | null {
  try {
    const parsed = quoteEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type QuoteEventListener = (event: QuoteEvent) => void;

/**
 * One process's listeners. It holds a single LISTEN on the database however many screens are open,
 * and hands each event to every listener; a listener decides what concerns it (its buyer, its
 * dealer's categories).
 */
export class QuoteEventHub {
  private readonly listeners = new Set<QuoteEventListener>();

  /** Called with each notification's payload by the database's listener. */
  deliver(payload: string): void {
    const event = parseQuoteEvent(payload);
    if (!event) return;
    for (const listener of this.listeners) listener(event);
  }

  /** Starts handing events to `listener`; the returned function stops it. */
  subscribe(listener: QuoteEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
