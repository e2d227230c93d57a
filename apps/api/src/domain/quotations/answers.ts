import { eq } from 'drizzle-orm';
import { internetQuestionIds, mainCategoryIds } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { biddingResponses } from '../../db/schema';

/** The wizard answers a quote detail repeats, by the question ids of document 001 §4. */
const internetAnswerIds = {
  applicationType: 8,
  monthlyBudget: internetQuestionIds.monthlyBudget,
  bundle: 12,
  mobileCarrier: 13,
  mainUse: internetQuestionIds.mainUse,
} as const;

/** Phones ask the contract length sixth; the rental wizards ask method, cycle, then contract months. */
const contractQuestionIdByCategory: Record<number, number> = {
  [mainCategoryIds.phone]: 6,
  [mainCategoryIds.waterPurifier]: 17,
  [mainCategoryIds.homeAppliances]: 21,
  [mainCategoryIds.health]: 25,
};
const rentalManagementIds: Record<number, { method: number; cycle: number }> = {
  [mainCategoryIds.waterPurifier]: { method: 15, cycle: 16 },
  [mainCategoryIds.homeAppliances]: { method: 19, cycle: 20 },
  [mainCategoryIds.health]: { method: 23, cycle: 24 },
};

export interface RequestAnswers {
  howToManage: string | null;
  manageCycle: string | null;
  mainPurpose: string | null;
  internetMobileCarrier: string | null;
  /** The monthly budget: the app has always called this field mobileCarrier. */
  mobileCarrier: string | null;
  changeOfCommunicationAgency: string | null;
  bundle: string | null;
  contractMonths: number | null;
}

/** "36개월" → 36, "무약정" → 0; anything else is not a contract length. */
export function parseContractMonths(answer: string): number | null {
  if (answer.includes('무약정')) return 0;
  const digits = /\d+/.exec(answer);
  return digits ? Number(digits[0]) : null;
}

/** Reads the answers the quote detail shows from a quotation's saved wizard answers. */
export function toRequestAnswers(
  categoryId: number,
  answers: ReadonlyMap<number, string>,
): RequestAnswers {
  const answer = (questionId: number | undefined) =>
    questionId === undefined ? null : (answers.get(questionId) ?? null);
  const isInternet = categoryId === mainCategoryIds.internet;
  const internet = (questionId: number) => (isInternet ? answer(questionId) : null);
  const contractAnswer = answer(contractQuestionIdByCategory[categoryId]);
  return {
    howToManage: answer(rentalManagementIds[categoryId]?.method),
    manageCycle: answer(rentalManagementIds[categoryId]?.cycle),
    mainPurpose: internet(internetAnswerIds.mainUse),
    internetMobileCarrier: internet(internetAnswerIds.mobileCarrier),
    mobileCarrier: internet(internetAnswerIds.monthlyBudget),
    changeOfCommunicationAgency: internet(internetAnswerIds.applicationType),
    bundle: internet(internetAnswerIds.bundle),
    contractMonths: contractAnswer === null ? null : parseContractMonths(contractAnswer),
  };
}

export async function loadRequestAnswers(
  db: Database,
  quotation: { id: number; categoryId: number },
): Promise<RequestAnswers> {
  const rows = await db
    .select({
      questionId: biddingResponses.questionId,
      responseText: biddingResponses.responseText,
    })
    .from(biddingResponses)
    .where(eq(biddingResponses.quotationId, quotation.id));
  return toRequestAnswers(
    quotation.categoryId,
    new Map(rows.map((row) => [row.questionId, row.responseText])),
  );
}
