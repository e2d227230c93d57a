import {
  quoteKindNames,
  quoteKindOf,
  monthlyBill,
  monthlyInstallment,
  totalSupport,
  type EstimationSummary,
  type EstimationTerms,
  type StoredEstimationTerms,
} from '@quotemarket/contract';
import { invalidInput } from '../shared/errors';

export interface QuotationForTerms {
  categoryId: number;
  /** The product's release price (출고가). */
  releasePrice: number;
}

/**
 * The rules the body alone cannot check: the kind must be the one of the request's category, and a
 * phone's subsidies cannot together give away more than the phone costs.
 */
export function assertTermsFitQuotation(
  terms: EstimationTerms,
  quotation: QuotationForTerms,
): void {
  const expectedKind = quoteKindOf(quotation.categoryId);
  if (expectedKind !== terms.kind) {
    throw invalidInput(
      expectedKind
        ? `이 견적 요청에는 ${quoteKindNames[expectedKind]} 견적만 보낼 수 있어요.`
        : '이 카테고리의 견적 요청에는 견적을 보낼 수 없어요.',
    );
  }
  if (
    terms.kind === 'phone' &&
    terms.publiclyAnnouncedSubsidy + terms.storeSubsidy > quotation.releasePrice
  ) {
    throw invalidInput('지원금 합계가 출고가보다 클 수 없어요.');
  }
}

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

/** The terms as they are stored and shown: empty notes become null, a phone quote gets its installment. */
export function completeTerms(terms: EstimationTerms, releasePrice: number): StoredEstimationTerms {
  switch (terms.kind) {
    case 'phone':
      return {
        ...terms,
        conditions: emptyToNull(terms.conditions),
        monthlyInstallment: monthlyInstallment(releasePrice, terms),
      };
    case 'internet':
      return {
        ...terms,
        cashGiftPaidWithinDays: terms.cashGiftPaidWithinDays ?? null,
        notes: emptyToNull(terms.notes),
      };
    case 'rental':
      return { ...terms, notes: emptyToNull(terms.notes) };
  }
}

/** The three numbers a list card compares across dealers (see `estimationSummarySchema`). */
export function summarizeTerms(terms: StoredEstimationTerms): EstimationSummary {
  const { kind, contractDuration } = terms;
  switch (kind) {
    case 'phone':
      return {
        kind,
        contractDuration,
        upfrontBenefit: totalSupport(terms),
        monthlyPayment: monthlyBill(terms) ?? 0,
      };
    case 'internet':
      return {
        kind,
        contractDuration,
        upfrontBenefit: terms.cashGift,
        monthlyPayment: terms.monthlyBundledRate,
      };
    case 'rental':
      return {
        kind,
        contractDuration,
        upfrontBenefit: terms.storeSubsidy,
        monthlyPayment: terms.rentalFee,
      };
  }
}
