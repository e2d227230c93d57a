import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { idParam, isoDateTime, pagedList, pageNoQuery, recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { isAllowedImageSource, richTextPolicy, type RichTextPolicy } from '../domain/html';

/** The notice board's categories, as buyers see them on each notice. */
export const noticeCategories = ['공지', '이벤트', '점검', '약관'] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

export const noticeSummarySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      category: z.string(),
      title: z.string(),
      mandatory: z.boolean().check(z.describe('필독 공지: 목록 맨 위에 고정')),
      interventionDate: isoDateTime.check(z.describe('게시 시각')),
      date: z.iso.date().check(z.describe('게시일 (한국 시간)')),
      imageUrl: z.nullable(z.string()),
    })
    .register(z.globalRegistry, { id: 'NoticeSummary' }),
);

export const noticeDetailSchema = lazySchema(() =>
  z
    .extend(noticeSummarySchema, {
      content: z.string().check(z.describe('허용된 태그만 남긴 HTML')),
    })
    .register(z.globalRegistry, { id: 'NoticeDetail' }),
);

export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** What a notice's article shows, for the kit's `NoticeArticle`. */
export interface NoticeArticleContent {
  category: string;
  title: string;
  mandatory: boolean;
  date: string;
  image: { src: string; alt: string } | null;
  html: string;
  policy: RichTextPolicy;
}

/**
 * A notice as the kit's `NoticeArticle` draws it: the buyer app's notice page and the operator
 * console's preview both take it from here, so the preview is what buyers see. The image goes
 * through the same source rule as images inside the content.
 */
export function noticeArticleOf(notice: NoticeDetail): NoticeArticleContent {
  return {
    category: notice.category,
    title: notice.title,
    mandatory: notice.mandatory,
    date: notice.date,
    image:
      notice.imageUrl && isAllowedImageSource(notice.imageUrl)
        ? { src: notice.imageUrl, alt: notice.title }
        : null,
    html: notice.content,
    policy: richTextPolicy,
  };
}

export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/notices',
  summary: '공지사항 목록 (필독 공지 먼저, 그다음 최신순)',
  tags: ['notices'],
  query: pageNoQuery,
  response: lazySchema(() => pagedList(noticeSummarySchema)),
});

export const getNoticeDetail = defineEndpoint({
  method: 'GET',
  path: '/notices/:id',
  summary: '공지사항 상세',
  tags: ['notices'],
  params: idParam,
  response: noticeDetailSchema,
});
