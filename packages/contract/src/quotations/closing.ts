import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { idParam } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { entityId } from './shared';

/** Why the buyer may not close a request: what the API answers and the app shows. */
export const quotationClosingMessages = {
  /** Chosen, expired, or closed already (by the buyer or an operator). */
  notOpen: '이미 마감된 견적 요청이라 그만 받을 수 없어요.',
} as const;

export const closeQuotation = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/quotations/:id/close',
  summary:
    '견적 그만 받기: 진행 중인 내 견적 요청을 마감해요. 더는 견적을 받지 않고, 견적을 보낸 판매점에는 구매자가 그만뒀다고만 알려요.',
  tags: ['quotations'],
  auth: 'buyer',
  params: idParam,
  response: lazySchema(() =>
    z.object({ quotationId: entityId }).register(z.globalRegistry, { id: 'QuotationClosed' }),
  ),
});
