import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BiddingQuestion, QuestionKind } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { biddingOptions, biddingQuestions, categories } from '../../db/schema';

export interface WizardOption {
  id: number;
  optionText: string;
  buttonText: string;
  position: number;
  isDefault: boolean;
}

export interface WizardQuestion {
  id: number;
  questionText: string;
  kind: QuestionKind;
  /** In position order. */
  options: WizardOption[];
}

export async function isMainCategory(db: Database, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), isNull(categories.parentId)));
  return row !== undefined;
}

/** The wizard of a main category: its questions in order, each with its options. */
export async function loadWizardQuestions(
  db: Database,
  categoryId: number,
): Promise<WizardQuestion[]> {
  const rows = await db
    .select({ question: biddingQuestions, option: biddingOptions })
    .from(biddingQuestions)
    .leftJoin(biddingOptions, eq(biddingOptions.questionId, biddingQuestions.id))
    .where(eq(biddingQuestions.categoryId, categoryId))
    .orderBy(asc(biddingQuestions.displayOrder), asc(biddingOptions.position));
  const questions = new Map<number, WizardQuestion>();
  for (const { question, option } of rows) {
    let entry = questions.get(question.id);
    if (!entry) {
      entry = {
        id: question.id,
        questionText: question.questionText,
        kind: question.kind,
        options: [],
      };
      questions.set(question.id, entry);
    }
    if (option) entry.options.push(option);
  }
  return [...questions.values()];
}

export function toBiddingQuestion(question: WizardQuestion): BiddingQuestion {
  return {
    questionId: question.id,
    questionText: question.questionText,
    kind: question.kind,
    options: question.options.map((option) => ({
      optionId: option.id,
      optionText: option.optionText,
      buttonText: option.buttonText,
    })),
    defaultOptionId: question.options.find((option) => option.isDefault)?.id ?? null,
  };
}
