import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { selectionConsentMessages } from '../domain/selection-consent';
import { entityId } from './shared';
import { lazySchema } from '../core/lazy-schema';

export const selectionResultSchema = lazySchema(() =>
  z
    .object({
      selectionId: entityId,
      quotationId: entityId,
      estimationId: entityId,
      storeName: z.string(),
    })
    .register(z.globalRegistry, { id: 'SelectionResult' }),
);

export const selectEstimation = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/estimation-success',
  summary:
    '구매 신청 (견적 선택): 견적 요청마다 한 번만, 마감 전에만, 개인정보 제공 동의와 함께. 구매자 연락처는 선택한 판매점에만 전달돼요.',
  tags: ['quotations'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      estimationId: entityId,
      consent: z
        .object(
          {
            agreed: z.literal(true, selectionConsentMessages.required),
            version: z
              .string()
              .check(
                z.minLength(1),
                z.maxLength(40),
                z.describe('동의한 개인정보 제3자 제공 문구의 버전 (selectionConsentVersion)'),
              ),
          },
          // Missing altogether, it is refused with the consent's own message.
          selectionConsentMessages.required,
        )
        .check(z.describe('선택한 판매점에 이름과 휴대폰 번호를 제공하는 데 대한 동의')),
    }),
  ),
  response: selectionResultSchema,
});
