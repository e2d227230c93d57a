import { and, notExists, sql, type SQL } from 'drizzle-orm';
import { quotations, selections } from '../../db/schema';
import { conflict } from '../shared/errors';
import { acceptingQuotesWhere, isAcceptingQuotes } from '../quotations/state';

type QuotationState = { status: string; deadlineAt: Date | null };

/**
 * Dealers may send, edit or withdraw quotes while the request accepts quotes and the buyer has not
 * chosen yet. The selection row is checked as well as the status, so the rule holds whether or not
 * recording a selection also moves the quotation's status.
 */
export function isOpenForQuotes(
  quotation: QuotationState,
  hasSelection: boolean,
  now: Date,
): boolean {
  return !hasSelection && isAcceptingQuotes(quotation, now);
}

const selectionOfQuotation = sql`(select 1 from ${selections} where ${selections.quotationId} = ${quotations.id})`;

/** The same rule as a SQL condition on `quotations`. */
export function openForQuotesWhere(now: Date): SQL {
  return and(acceptingQuotesWhere(now), notExists(selectionOfQuotation))!;
}

/** Whether the buyer has chosen a quote for the quotation of the query, as a selectable column. */
export const quotationHasSelection = sql<boolean>`exists ${selectionOfQuotation}`;

/** Throws the 409 that tells the dealer why the quote can no longer change. */
export function assertOpenForQuotes(
  quotation: QuotationState,
  hasSelection: boolean,
  now: Date,
): void {
  if (isOpenForQuotes(quotation, hasSelection, now)) return;
  if (hasSelection) throw conflict('구매자가 이미 견적을 골라서 더는 바꿀 수 없어요.');
  if (quotation.status === 'CANCELLED') {
    throw conflict('구매자가 견적 받기를 그만둔 요청이라 더는 견적을 보내거나 바꿀 수 없어요.');
  }
  if (quotation.status === 'CLOSED') throw conflict('운영자가 마감한 견적 요청이에요.');
  throw conflict('견적 마감 시간이 지났어요.');
}
