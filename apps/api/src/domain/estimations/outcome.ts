import { sql, type SQL } from 'drizzle-orm';
import type { EstimationOutcome } from '@quotemarket/contract';
import { estimations, selections } from '../../db/schema';
import { acceptingQuotesWhere } from '../quotations/state';

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
