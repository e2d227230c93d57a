// What the bench reports of the push notification queue: read from the server's own database, so
// the lag is the queue's own (enqueued in the bid's transaction → the push service accepted it).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/database';

export interface PushQueueReport {
  pending: number;
  sent: number;
  failed: number;
  /** Of the sent ones, from enqueued to accepted by the push service, in ms; null before any. */
  lagMs: { p50: number; p90: number; p99: number; max: number } | null;
}

export async function pushQueueReport(db: Database): Promise<PushQueueReport> {
  const counts = await queryRows<{ status: string; count: number }>(
    db,
    sql`select status::text as status, count(*)::int as count from notification_queue group by status`,
  );
  const countOf = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  const [lag] = await queryRows<{ p50: number; p90: number; p99: number; max: number }>(
    db,
    sql`
      with lags as (
        select extract(epoch from sent_at - created_at) * 1000 as ms
        from notification_queue where status = 'SENT'
      )
      select percentile_cont(0.5) within group (order by ms) as p50,
        percentile_cont(0.9) within group (order by ms) as p90,
        percentile_cont(0.99) within group (order by ms) as p99,
        max(ms) as max
      from lags`,
  );
  const round = (value: number | string) => Math.round(Number(value));
  return {
    pending: countOf('PENDING'),
    sent: countOf('SENT'),
    failed: countOf('FAILED'),
    lagMs:
      lag && lag.max !== null
        ? { p50: round(lag.p50), p90: round(lag.p90), p99: round(lag.p99), max: round(lag.max) }
        : null,
  };
}
