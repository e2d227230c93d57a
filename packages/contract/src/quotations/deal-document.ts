import { z } from 'zod/mini';
import { defineEndpoint, defineFileDownload } from '../core/endpoint';
import { idParam, isoDateTime, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { storedEstimationTermsSchema } from '../seller/estimation-terms';
import { allInCostSchema, entityId } from './shared';

/**
 * The 견적서: what the buyer chose, written once by the server at the moment of selection and never
 * changed (issue 42). It holds the dealer's terms as they were stored, whole, so any figure a bid
 * carries now or later is in it; the dealer's business identity; the all-in cost with its parts;
 * and the consent the buyer gave. Its SHA-256 over `canonicalJson(content)` is the 문서 확인 코드.
 */
export const dealDocumentContentSchema = lazySchema(() =>
  z
    .object({
      selectionId: entityId,
      quotationId: entityId,
      estimationId: entityId,
      selectedAt: isoDateTime.check(z.describe('구매자가 견적을 고른 때')),
      consent: z.object({
        version: z.nullable(z.string()).check(z.describe('동의한 개인정보 제3자 제공 문구의 버전')),
        consentedAt: z.nullable(isoDateTime),
      }),
      termsVersion: z.nullable(z.string()).check(z.describe('거래에 적용되는 약관의 버전')),
      product: z.object({
        id: entityId,
        categoryId: entityId,
        name: z.string(),
        modelNumber: z.nullable(z.string()),
        releasePrice: won.check(z.describe('출고가')),
        options: z
          .array(z.object({ name: z.string(), value: z.string() }))
          .check(z.describe('구매자가 고른 옵션 (색상, 용량 …)')),
      }),
      dealer: z.object({
        sellerId: entityId,
        storeName: z.string(),
        businessName: z.nullable(z.string()).check(z.describe('승인된 입점 신청서의 상호')),
        businessNumber: z
          .nullable(z.string())
          .check(z.describe('사업자등록번호 (입점 신청이 없는 판매점은 null)')),
        representative: z.nullable(z.string()),
        address: z.string(),
        phone: z.string(),
      }),
      terms: storedEstimationTermsSchema,
      allInCost: allInCostSchema,
    })
    .register(z.globalRegistry, { id: 'DealDocumentContent' }),
);
export type DealDocumentContent = z.infer<typeof dealDocumentContentSchema>;

const sha256Hex = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^[0-9a-f]{64}$/), z.describe('canonicalJson(content)의 SHA-256 (16진수)')),
);

export const dealDocumentSchema = lazySchema(() =>
  z
    .object({ content: dealDocumentContentSchema, hash: sha256Hex })
    .register(z.globalRegistry, { id: 'DealDocument' }),
);
export type DealDocument = z.infer<typeof dealDocumentSchema>;

/** A share link lives this long: long enough to sign and to come back with a complaint. */
export const dealDocumentShareDays = 90;

export function dealDocumentShareExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + dealDocumentShareDays * 24 * 60 * 60 * 1000);
}

export type DealDocumentShareState = 'active' | 'revoked' | 'expired';

/** Revocation wins over expiry: the buyer's own act is the reason they are told. */
export function dealDocumentShareState(
  share: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): DealDocumentShareState {
  if (share.revokedAt) return 'revoked';
  return now.getTime() >= share.expiresAt.getTime() ? 'expired' : 'active';
}

export const dealDocumentMessages = {
  notFound: '견적서를 찾을 수 없어요.',
  revoked: '구매자가 공유를 멈춘 견적서예요.',
  expired: `공유 기간(${dealDocumentShareDays}일)이 지난 견적서예요. 구매자에게 새 링크를 받아 주세요.`,
  shared: `견적서 공유 링크를 만들었어요. ${dealDocumentShareDays}일 동안 열 수 있어요.`,
  shareRevoked: '견적서 공유를 멈췄어요. 보냈던 링크는 더 열리지 않아요.',
  pdfDownload: 'PDF 받기',
  pdfFailed: '견적서 PDF를 받지 못했어요',
} as const;

const shareSchema = lazySchema(() => z.object({ createdAt: isoDateTime, expiresAt: isoDateTime }));

export const buyerDealDocumentSchema = lazySchema(() =>
  z
    .object({
      document: dealDocumentSchema,
      share: z
        .nullable(shareSchema)
        .check(z.describe('지금 열리는 공유 링크 (토큰은 만들 때 한 번만 보여 줘요)')),
    })
    .register(z.globalRegistry, { id: 'BuyerDealDocument' }),
);
export type BuyerDealDocument = z.infer<typeof buyerDealDocumentSchema>;

export const getDealDocument = defineEndpoint({
  method: 'GET',
  path: '/v2/quotations/purchase-history/:id/deal-document',
  summary: '견적서 (견적 요청 id; 내가 고른 견적을 고른 순간 그대로) 와 지금 열리는 공유 링크',
  tags: ['history'],
  auth: 'buyer',
  params: idParam,
  response: buyerDealDocumentSchema,
});

const shareTokenText = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(200)));

export const shareDealDocument = defineEndpoint({
  method: 'POST',
  path: '/v2/quotations/purchase-history/:id/deal-document/share',
  summary: `견적서 공유 링크 만들기 (${dealDocumentShareDays}일 동안, 읽기 전용). 새 링크를 만들면 전에 만든 링크는 닫혀요`,
  tags: ['history'],
  auth: 'buyer',
  params: idParam,
  response: lazySchema(() =>
    z.object({
      token: shareTokenText.check(z.describe('이때 한 번만 돌려줘요 (서버는 해시만 보관)')),
      expiresAt: isoDateTime,
    }),
  ),
});

export const revokeDealDocumentShare = defineEndpoint({
  method: 'DELETE',
  path: '/v2/quotations/purchase-history/:id/deal-document/share',
  summary: '견적서 공유 멈추기: 보냈던 링크가 더 열리지 않아요',
  tags: ['history'],
  auth: 'buyer',
  params: idParam,
  response: lazySchema(() => z.null()),
});

export const getSharedDealDocument = defineEndpoint({
  method: 'GET',
  path: '/v2/deal-documents/shared',
  summary: '공유 링크로 여는 견적서 (로그인 없이, 읽기 전용). 공유를 멈췄거나 기간이 지나면 410',
  tags: ['history'],
  query: lazySchema(() => z.object({ token: shareTokenText })),
  response: lazySchema(() =>
    z
      .object({ document: dealDocumentSchema, expiresAt: isoDateTime })
      .register(z.globalRegistry, { id: 'SharedDealDocument' }),
  ),
});

export const getSellerDealDocument = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/deals/:id/deal-document',
  summary: '낙찰된 거래의 견적서 (선택 id; 구매자가 보는 것과 같은 문서)',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  response: dealDocumentSchema,
});

/** The 견적서 as an A4 PDF with its Korean text embedded: each copy as its JSON read admits it. */
export const getDealDocumentPdf = defineFileDownload({
  path: '/v2/quotations/purchase-history/:id/deal-document.pdf',
  summary: '견적서 PDF (구매자의 것; 견적 요청 id)',
  tags: ['history'],
  auth: 'buyer',
  params: idParam,
  mediaType: 'application/pdf',
});

export const getSharedDealDocumentPdf = defineFileDownload({
  path: '/v2/deal-documents/shared.pdf',
  summary: '공유 링크로 받는 견적서 PDF (로그인 없이). 공유를 멈췄거나 기간이 지나면 410',
  tags: ['history'],
  query: lazySchema(() => z.object({ token: shareTokenText })),
  mediaType: 'application/pdf',
});

export const getSellerDealDocumentPdf = defineFileDownload({
  path: '/v2/seller/deals/:id/deal-document.pdf',
  summary: '낙찰된 거래의 견적서 PDF (선택 id)',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  mediaType: 'application/pdf',
});
