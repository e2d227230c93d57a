import { z } from 'zod/mini';
import { defineEventStream } from '../core/endpoint';
import { recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { conversationEventName, conversationEventSchema } from '../messages/events';
import { estimationClosedReasonField } from './estimations';

export const sellerInboxChanges = ['opened', 'estimation', 'selected', 'closed'] as const;
export type SellerInboxChange = (typeof sellerInboxChanges)[number];

export const sellerInboxEventSchema = lazySchema(() =>
  z
    .object({
      quotationId: recordId,
      categoryId: recordId,
      change: z
        .enum(sellerInboxChanges)
        .check(
          z.describe(
            'opened: 내 카테고리에 새 견적 요청, estimation: 어느 판매점이 견적을 보내거나 고치거나 철회함, selected: 구매자가 견적을 고름, closed: 구매자가 견적 받기를 그만뒀거나 운영자가 요청을 종료했거나 선택 없이 마감됨',
          ),
        ),
      mine: z
        .boolean()
        .check(
          z.describe(
            '이 판매점의 견적이 바뀌었거나 선택되었는지 (closed: 이 판매점이 견적을 보낸 요청인지)',
          ),
        ),
      closedReason: estimationClosedReasonField.check(
        z.describe('이 판매점이 견적을 보낸 요청이 선택되지 않고 끝났을 때 그 이유, 아니면 null'),
      ),
    })
    .register(z.globalRegistry, { id: 'SellerInboxEvent' }),
);
export type SellerInboxEvent = z.infer<typeof sellerInboxEventSchema>;

/**
 * While a dealer's console is open: each new quote request in the dealer's categories, each change
 * in how many stores bid on one, each selection (a deal won, or a request closed by another's) and
 * each request that ends otherwise; a dealer that bid and lost is told why, and nothing more.
 */
export const sellerInboxEvents = defineEventStream({
  path: '/v2/seller/events',
  summary:
    '판매점 콘솔의 실시간 소식 (server-sent events): 내 카테고리의 새 견적 요청, 견적 수 변화, 구매자의 선택, 요청의 마감과 그 이유, 그리고 내 견적에 대한 구매자와의 대화 (message 이벤트)',
  tags: ['seller'],
  auth: 'seller',
  eventName: 'inbox',
  event: sellerInboxEventSchema,
  alsoSends: { [conversationEventName]: conversationEventSchema },
});
