import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, pagedList, pageQuery, recordId } from '../core/paging';
import { defineListSorting, sortQueryShape } from '../core/sorting';
import { faqCategories } from '../catalog/faq';
import { noticeCategories, noticeDetailSchema } from '../catalog/notices';

/**
 * Where a notice or FAQ entry stands, from its publication time and the clock: a draft has none, a
 * scheduled one a time still ahead; buyers see only published ones (by query, so no job has to
 * flip it).
 */
export const publicationStates = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof publicationStates)[number];
export const publicationStateLabels: Record<PublicationState, string> = {
  draft: '임시 저장',
  scheduled: '예약',
  published: '게시 중',
};

export const noticeTitleMaxLength = 100;
export const noticeContentMaxLength = 20_000;

export const contentMessages = {
  titleRequired: '제목을 입력해 주세요.',
  contentRequired: '내용을 입력해 주세요.',
  contentEmptyAfterSanitising: '허용된 서식으로 남는 내용이 없어요. 내용을 입력해 주세요.',
  publishAtRequired: '예약 시각을 골라 주세요.',
  publishAtPast: '예약 시각은 지금보다 뒤로 골라 주세요.',
  questionRequired: '질문을 입력해 주세요.',
  answerRequired: '답변을 입력해 주세요.',
  displayOrderInvalid: '순서는 0에서 10,000 사이의 정수로 입력해 주세요.',
} as const;

export const noticeInputSchema = lazySchema(() =>
  z
    .object({
      category: z.enum(noticeCategories),
      title: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, contentMessages.titleRequired),
          z.maxLength(noticeTitleMaxLength),
        ),
      mandatory: z.boolean().check(z.describe('필독 공지: 목록 맨 위에 고정')),
      content: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, contentMessages.contentRequired),
          z.maxLength(noticeContentMaxLength),
          z.describe('HTML: 저장할 때 구매자 앱과 같은 허용 목록으로 정리됨'),
        ),
    })
    .register(z.globalRegistry, { id: 'NoticeInput' }),
);
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const adminNoticeSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      category: z.enum(noticeCategories),
      title: z.string(),
      mandatory: z.boolean(),
      content: z.string().check(z.describe('정리된 HTML (구매자가 보는 그대로)')),
      state: z.enum(publicationStates),
      publishedAt: z.nullable(isoDateTime).check(z.describe('게시(예약) 시각; 임시 저장이면 null')),
      updatedAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AdminNotice' }),
);
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

/**
 * The notice table's sortable columns; the most recently edited first unless asked otherwise. A
 * draft has no publication time yet: by 게시 시각 it counts as later than any scheduled one (first
 * when the latest come first).
 */
export const adminNoticeSorting = defineListSorting(['title', 'publishedAt', 'updatedAt'], {
  sort: 'updatedAt',
  order: 'desc',
});

export const listAdminNotices = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/notices',
  summary: '공지사항 목록: 임시 저장·예약·게시 중 모두 (열마다 정렬, 기본은 최근 수정순)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      category: z.optional(z.enum(noticeCategories)),
      state: z.optional(z.enum(publicationStates)),
      ...sortQueryShape(adminNoticeSorting),
    }),
  ),
  response: lazySchema(() => pagedList(adminNoticeSchema)),
});

export const getAdminNotice = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/notices/:id',
  summary: '공지사항 한 건 (임시 저장·예약 포함)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: adminNoticeSchema,
});

export const previewNotice = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/notices/:id/preview',
  summary:
    '미리 보기: 구매자 앱의 공지사항 상세가 받을 모양 그대로 (임시 저장·예약도; 게시 시각이 없으면 지금)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  params: idParam,
  response: noticeDetailSchema,
});

export const createNotice = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/notices',
  summary: '공지사항 임시 저장 (구매자에게는 게시해야 보임)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  body: noticeInputSchema,
  response: adminNoticeSchema,
});

export const updateNotice = defineEndpoint({
  method: 'PUT',
  path: '/v2/admin/notices/:id',
  summary: '공지사항 수정 (게시 중이면 구매자 화면에 바로 반영)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: noticeInputSchema,
  response: adminNoticeSchema,
});

/** When to publish: now (absent), or a time ahead (a schedule). */
const publicationBody = lazySchema(() =>
  z.object({
    publishAt: z.optional(isoDateTime).check(z.describe('예약 시각; 없으면 지금 게시')),
  }),
);

export const publishNotice = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/notices/:id/publish',
  summary: '게시: 지금, 또는 publishAt에 (예약; 그 시각부터 구매자에게 보임)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: publicationBody,
  response: adminNoticeSchema,
});

export const unpublishNotice = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/notices/:id/unpublish',
  summary: '게시 중단·예약 취소: 임시 저장으로 되돌림 (구매자에게서 바로 사라짐)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  response: adminNoticeSchema,
});

export const faqQuestionMaxLength = 200;
export const faqAnswerMaxLength = 2_000;
export const faqDisplayOrderMax = 10_000;

export const faqInputSchema = lazySchema(() =>
  z
    .object({
      category: z.enum(faqCategories),
      question: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, contentMessages.questionRequired),
          z.maxLength(faqQuestionMaxLength),
        ),
      answer: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, contentMessages.answerRequired),
          z.maxLength(faqAnswerMaxLength),
          z.describe('줄글 (HTML 아님): 구매자 앱이 글자 그대로 보여 줌'),
        ),
      displayOrder: z
        .int()
        .check(
          z.nonnegative(contentMessages.displayOrderInvalid),
          z.maximum(faqDisplayOrderMax, contentMessages.displayOrderInvalid),
          z.describe('작을수록 먼저 보임'),
        ),
    })
    .register(z.globalRegistry, { id: 'FaqInput' }),
);
export type FaqInput = z.infer<typeof faqInputSchema>;

export const adminFaqSchema = lazySchema(() =>
  z
    .extend(faqInputSchema, {
      id: recordId,
      state: z.enum(publicationStates),
      publishedAt: z.nullable(isoDateTime),
      updatedAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'AdminFaq' }),
);
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const listAdminFaqs = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/faqs',
  summary: '자주 묻는 질문 전체 (임시 저장·예약 포함, 구매자 앱의 순서대로)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  query: lazySchema(() => z.object({ category: z.optional(z.enum(faqCategories)) })),
  response: lazySchema(() => z.array(adminFaqSchema)),
});

export const createFaq = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/faqs',
  summary: '자주 묻는 질문 임시 저장 (구매자에게는 게시해야 보임)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  body: faqInputSchema,
  response: adminFaqSchema,
});

export const updateFaq = defineEndpoint({
  method: 'PUT',
  path: '/v2/admin/faqs/:id',
  summary: '자주 묻는 질문 수정 (게시 중이면 구매자 화면에 바로 반영)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: faqInputSchema,
  response: adminFaqSchema,
});

export const publishFaq = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/faqs/:id/publish',
  summary: '자주 묻는 질문 게시: 지금, 또는 publishAt에 (예약)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  body: publicationBody,
  response: adminFaqSchema,
});

export const unpublishFaq = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/faqs/:id/unpublish',
  summary: '자주 묻는 질문 게시 중단·예약 취소 (임시 저장으로 되돌림)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: idParam,
  response: adminFaqSchema,
});
