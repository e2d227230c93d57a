import { sql, type SQL } from 'drizzle-orm';
import type { EstimationClosedReason, EstimationOutcome } from '@quotemarket/contract';
import { estimations, quotations, selections } from '../../db/schema';
import { acceptingQuotesWhere } from '../quotations/state';

/** The statuses that end a request before its deadline, and the reason its bidders are given. */
export const closedReasonOfStatus = {
  CANCELLED: 'BUYER_CLOSED',
  CLOSED: 'OPERATOR_CLOSED',
} as const satisfies Record<string, EstimationClosedReason>;
export type EndedStatus = keyof typeof closedReasonOfStatus;

/**
 * The outcome of a quote, computed when read rather than stored, so nothing has to flip it when the
 * deadline passes or the buyer chooses. The selection row is the fact that decides a winner,
 * whatever status fields say. A withdrawal is the dealer's own last word and comes first.
 *
 * Needs `quotations` joined on the estimation's quotation and `selections` LEFT joined on the same
 * quotation (as in estimations/reads.ts).
 */
export function estimationOutcomeSql(now: Date): SQL<EstimationOutcome> {
  return sql<EstimationOutcome>`case
    when ${estimations.status} = 'WITHDRAWN' then 'WITHDRAWN'
    when ${selections.estimationId} = ${estimations.id} then 'SELECTED'
    when ${selections.id} is not null then 'NOT_SELECTED'
    when ${acceptingQuotesWhere(now)} then 'PENDING'
    else 'CLOSED'
  end`;
}

/**
 * Why a quote that neither won nor was withdrawn ended (NOT_SELECTED or CLOSED above), in the same
 * order of facts: another store's selection, then the status that ended the request early, else the
 * deadline. Null for the other outcomes. Needs the same joins.
 */
export function estimationClosedReasonSql(now: Date): SQL<EstimationClosedReason | null> {
  const endedEarly = Object.entries(closedReasonOfStatus).map(
    ([status, reason]) => sql`when ${quotations.status} = ${status} then ${reason}`,
  );
  return sql<EstimationClosedReason | null>`case
    when ${estimations.status} = 'WITHDRAWN' then null
    when ${selections.estimationId} = ${estimations.id} then null
    when ${selections.id} is not null then 'SELECTED_ELSEWHERE'
    when ${acceptingQuotesWhere(now)} then null
    ${sql.join(endedEarly, sql` `)}
    else 'EXPIRED'
  end`;
}
