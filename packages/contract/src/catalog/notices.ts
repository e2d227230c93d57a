import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { idParam, isoDateTime, pagedList, pageNoQuery, recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const noticeSummarySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      category: z.string(),
      title: z.string(),
      mandatory: z.boolean().describe('필독 공지: 목록 맨 위에 고정'),
      interventionDate: isoDateTime.describe('게시 시각'),
      date: z.iso.date().describe('게시일 (한국 시간)'),
      imageUrl: z.string().nullable(),
    })
    .meta({ id: 'NoticeSummary' }),
);

export const noticeDetailSchema = lazySchema(() =>
  noticeSummarySchema
    .extend({ content: z.string().describe('허용된 태그만 남긴 HTML') })
    .meta({ id: 'NoticeDetail' }),
);

export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

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
