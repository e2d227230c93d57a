import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { isoDateTime, pageQuery, pagedList, recordId } from '../core/paging';
import {
  reportActions,
  reportStatuses,
  type ReportAction,
  type ReportStatus,
} from '../operator/enforcement';
import { reportReasons } from './feedback';

/** What the reporting buyer reads about the outcome of a report, by its status and action. */
export function reportOutcomeText(status: ReportStatus, action: ReportAction | null): string {
  switch (status) {
    case 'RECEIVED':
      return '신고가 접수됐어요. 운영팀이 곧 살펴볼게요.';
    case 'REVIEWING':
      return '운영팀이 신고 내용을 살펴보고 있어요.';
    case 'DISMISSED':
      return '운영 정책 위반을 확인하지 못해 별도 조치 없이 마무리했어요.';
    case 'RESOLVED':
      if (action === 'SUSPEND') return '신고를 확인하고 판매점 이용을 정지했어요.';
      if (action === 'HIDE_REVIEW') return '신고를 확인하고 문제가 된 후기를 가렸어요.';
      return '신고를 확인하고 판매점에 경고했어요.';
  }
}

export const myReportSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      storeName: z.string(),
      productName: z.nullable(z.string()),
      reason: z.enum(reportReasons),
      content: z.string(),
      status: z.enum(reportStatuses),
      action: z.nullable(z.enum(reportActions)),
      createdAt: isoDateTime,
      handledAt: z.nullable(isoDateTime),
    })
    .register(z.globalRegistry, { id: 'MyReport' }),
);
export type MyReport = z.infer<typeof myReportSchema>;

export const listMyReports = defineEndpoint({
  method: 'GET',
  path: '/v2/users/reports',
  summary: '내 신고 내역과 처리 결과 (최신순)',
  tags: ['feedback'],
  auth: 'buyer',
  query: pageQuery,
  response: lazySchema(() => pagedList(myReportSchema)),
});
