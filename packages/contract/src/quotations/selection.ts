import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { entityId } from './shared';

export const selectionResultSchema = z
  .object({
    selectionId: entityId,
    quotationId: entityId,
    estimationId: entityId,
    storeName: z.string(),
  })
  .meta({ id: 'SelectionResult' });

export const selectEstimation = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/estimation-success',
  summary:
    '구매 신청 (견적 선택): 견적 요청마다 한 번만, 마감 전에만. 구매자 연락처는 선택한 판매점에만 전달돼요.',
  tags: ['quotations'],
  auth: 'buyer',
  body: z.object({ estimationId: entityId }),
  response: selectionResultSchema,
});
