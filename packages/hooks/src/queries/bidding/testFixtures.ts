// Fixtures and a cache probe shared by the bidding and quotation hook tests.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BiddingProgress, BiddingQuestion } from '@quotemarket/contract';

export const phoneQuestions: BiddingQuestion[] = [
  {
    questionId: 1,
    questionText: '누가 사용하실 건가요?',
    kind: 'CHOICE',
    options: [
      { optionId: 1, optionText: '본인', buttonText: '제가 써요' },
      { optionId: 2, optionText: '가족', buttonText: '가족이 써요' },
    ],
    defaultOptionId: null,
  },
  {
    questionId: 2,
    questionText: '연령대를 알려 주세요.',
    kind: 'CHOICE',
    options: [{ optionId: 3, optionText: '20대', buttonText: '20대' }],
    defaultOptionId: null,
  },
];

export function progressOf(overrides: Partial<BiddingProgress> = {}): BiddingProgress {
  return {
    quotationId: 41,
    responses: [{ questionId: 1, optionId: 1, responseText: '본인' }],
    rentalFee: null,
    answeredCount: 1,
    totalQuestions: 7,
    progress: 14,
    ...overrides,
  };
}

/** Puts a value under each key, so a test can see which of them a mutation invalidates. */
export function seedQueries(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const key of keys) queryClient.setQueryData(key, 'seeded');
}

/** The seeded keys a mutation marked stale. */
export function invalidatedAmong(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}
