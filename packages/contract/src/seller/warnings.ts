import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, recordId } from '../core/paging';
import { enforcementReason, reviewCheckStatuses } from '../operator/enforcement';

/** An operator's warning to the store: the console shows it until the dealer acknowledges it. */
export const sellerWarningSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      message: z.string().check(z.describe('운영팀이 남긴 경고 내용')),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'SellerWarning' }),
);
export type SellerWarning = z.infer<typeof sellerWarningSchema>;

export const listSellerWarnings = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/warnings',
  summary: '운영팀의 경고 중 아직 확인하지 않은 것 (최신순)',
  tags: ['seller'],
  auth: 'seller',
  response: lazySchema(() => z.array(sellerWarningSchema)),
});

export const acknowledgeSellerWarning = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/warnings/:id/acknowledge',
  summary: '경고를 확인했어요 (콘솔에서 더는 보이지 않아요)',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  response: lazySchema(() => z.null()),
});

export const sellerReviewCheckSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      reviewId: recordId,
      status: z.enum(reviewCheckStatuses),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'SellerReviewCheck' }),
);

export const requestReviewCheck = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/reviews/:id/check-request',
  summary: '후기 검토 요청 (사유 필수): 운영팀이 결정할 때까지 후기는 그대로 공개돼요',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  body: lazySchema(() => z.object({ reason: enforcementReason })),
  response: sellerReviewCheckSchema,
});
