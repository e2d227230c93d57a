import { sql, type SQL } from 'drizzle-orm';
import { answerSpeedWindowDays } from '@quotemarket/contract';
import { estimations, quotations } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A store's answer speed: the median minutes from a request's submission to the store's bid on it,
 * over its bids of the last `answerSpeedWindowDays` days (null without any). One bid per store and
 * request, so this is each request's time to the store's first bid. `sellerId` is the outer
 * query's store column; `estimations_seller_idx` finds the bids.
 */
export function answerSpeedMinutesSql(sellerId: SQL, now: Date) {
  const since = new Date(now.getTime() - answerSpeedWindowDays * dayMs);
  return sql<number | null>`(select percentile_cont(0.5) within group (
      order by extract(epoch from answered.created_at - answered_request.submitted_at) / 60)
    from ${estimations} as answered
    join ${quotations} as answered_request on answered_request.id = answered.quotation_id
    where answered.seller_id = ${sellerId}
      and answered.created_at > ${since.toISOString()}
      and answered.created_at <= ${now.toISOString()})`.mapWith((value) =>
    value === null ? null : Math.round(Number(value) * 10) / 10,
  );
}
