import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { recordId } from '../core/paging';

/** The FAQ's categories, in the order of the buyer app's tabs after '전체'; ASCII for `?tab=`. */
export const faqCategories = ['service', 'signup', 'quote'] as const;
export type FaqCategory = (typeof faqCategories)[number];
export const faqCategoryLabels = {
  service: '서비스',
  signup: '회원가입',
  quote: '견적 요청',
} as const satisfies Record<FaqCategory, string>;

export const faqEntrySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      category: z.enum(faqCategories),
      question: z.string(),
      answer: z.string().check(z.describe('줄글 (HTML 아님)')),
    })
    .register(z.globalRegistry, { id: 'FaqEntry' }),
);
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const listFaqs = defineEndpoint({
  method: 'GET',
  path: '/v2/faqs',
  summary: '자주 묻는 질문: 게시된 것만, 운영자가 정한 순서대로',
  tags: ['notices'],
  response: lazySchema(() => z.array(faqEntrySchema)),
});
