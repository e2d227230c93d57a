import { z } from 'zod/mini';
import { questionKinds } from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { recordId, recordIdText } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const biddingOptionSchema = lazySchema(() =>
  z
    .object({
      optionId: recordId,
      optionText: z.string().check(z.describe('대화에 남는 답변 문구')),
      buttonText: z.string().check(z.describe('답변 버튼에 보이는 문구')),
    })
    .register(z.globalRegistry, { id: 'BiddingOption' }),
);

export const biddingQuestionSchema = lazySchema(() =>
  z
    .object({
      questionId: recordId,
      questionText: z.string(),
      kind: z.enum(questionKinds),
      options: z
        .array(biddingOptionSchema)
        .check(z.describe('표시 순서대로 (인터넷 월 예산은 이 순서의 위치로 고름)')),
      defaultOptionId: z
        .nullable(z.int().check(z.positive()))
        .check(z.describe('RADIO 질문에서 처음 선택된 보기 (약정 36개월)')),
    })
    .register(z.globalRegistry, { id: 'BiddingQuestion' }),
);

const categoryIdQuery = lazySchema(() => z.object({ categoryId: recordIdText }));

const questionsEndpoint = {
  method: 'GET',
  tags: ['bidding'],
  query: categoryIdQuery,
  response: lazySchema(() => z.array(biddingQuestionSchema)),
} as const;

export const listBiddingQuestionsByCategory = defineEndpoint({
  ...questionsEndpoint,
  path: '/bidding-requests/questions/category',
  summary: '메인 카테고리의 견적 요청 질문 (순서대로, 없는 카테고리는 404)',
});

export const listBiddingQuestions = defineEndpoint({
  ...questionsEndpoint,
  path: '/v2/bidding-requests/questions',
  summary: '메인 카테고리의 견적 요청 질문 (/bidding-requests/questions/category와 같은 응답)',
});

export type BiddingOption = z.infer<typeof biddingOptionSchema>;
export type BiddingQuestion = z.infer<typeof biddingQuestionSchema>;
