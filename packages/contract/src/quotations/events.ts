import { z } from 'zod/mini';
import { defineEventStream } from '../core/endpoint';
import { entityId } from './shared';
import { lazySchema } from '../core/lazy-schema';
import { conversationEventName, conversationEventSchema } from '../messages/events';

export const estimationChanges = ['submitted', 'updated', 'withdrawn'] as const;
export type EstimationChange = (typeof estimationChanges)[number];

export const quotationEstimationEventSchema = lazySchema(() =>
  z
    .object({
      quotationId: entityId,
      estimationId: entityId,
      change: z.enum(estimationChanges).check(z.describe('새 견적, 수정된 견적, 철회된 견적')),
      storeName: z.string(),
    })
    .register(z.globalRegistry, { id: 'QuotationEstimationEvent' }),
);
export type QuotationEstimationEvent = z.infer<typeof quotationEstimationEventSchema>;

/** While a buyer looks at their requests, each quote a dealer sends, edits or withdraws. */
export const quotationEvents = defineEventStream({
  path: '/v2/quotation-list/events',
  summary:
    '내 견적 요청에 온 견적 소식 (server-sent events): 판매점이 견적을 보내거나 고치거나 철회하면 바로 알려요. 판매점과의 대화에 새 메시지가 오거나 판매점이 읽으면 message 이벤트로 알려요.',
  tags: ['quotations'],
  auth: 'buyer',
  eventName: 'estimation',
  event: quotationEstimationEventSchema,
  alsoSends: { [conversationEventName]: conversationEventSchema },
});
