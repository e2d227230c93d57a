import type { BiddingProgress, BiddingQuestion } from '../index';

/** The first two questions of the phone wizard, each with its choices. */
export const phoneBiddingQuestions: BiddingQuestion[] = [
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

/** Request 41's draft: the first of seven questions answered. */
export function biddingProgress(overrides: Partial<BiddingProgress> = {}): BiddingProgress {
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
