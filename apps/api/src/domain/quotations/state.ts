import { and, eq, gt, type SQL } from 'drizzle-orm';
import { biddingWindowHours } from '@quotemarket/contract';
import { quotations } from '../../db/schema';

/** The end of the bidding window of a quotation submitted at `submittedAt`. */
export function biddingDeadline(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + biddingWindowHours * 60 * 60 * 1000);
}

/**
 * A quotation takes quotes while it is OPEN and its deadline is ahead. Nothing has to flip the status
 * at the deadline: every reader asks this question with the current time.
 */
export function isAcceptingQuotes(
  quotation: { status: string; deadlineAt: Date | null },
  now: Date,
): boolean {
  return quotation.status === 'OPEN' && quotation.deadlineAt !== null && quotation.deadlineAt > now;
}

/** The same rule as a SQL condition, for lists and inboxes. */
export function acceptingQuotesWhere(now: Date): SQL {
  return and(eq(quotations.status, 'OPEN'), gt(quotations.deadlineAt, now))!;
}
