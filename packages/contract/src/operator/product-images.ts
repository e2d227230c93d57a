import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { recordId, recordIdText } from '../core/paging';
import { adminProductSchema } from './catalogue';

/**
 * A product's photos, in the order buyers see them; the first is the one lists show. Uploads follow
 * the one photo rule of the product (`profileImageRules`: JPEG or PNG by content, at most 5 MB)
 * and are re-encoded to their pixels like every other upload.
 */
export const productImageRules = {
  /** The multipart field the photo travels in. */
  field: 'image',
  /** A gallery long enough for every side of a product, short enough to swipe through. */
  maxCount: 10,
} as const;

export const productImageMessages = {
  tooMany: `사진은 ${productImageRules.maxCount}장까지 올릴 수 있어요. 다른 사진을 지운 뒤 올려 주세요.`,
  required: '올릴 사진을 골라 주세요.',
  orderOutdated: '사진 목록이 그사이 바뀌었어요. 새로 고친 뒤 다시 순서를 정해 주세요.',
  notFound: '사진을 찾을 수 없어요. 이미 지워졌을 수 있어요.',
} as const;

export const uploadProductImage = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/products/:id/images',
  summary:
    '상품 사진 올리기 (multipart/form-data의 image 파일 하나, JPG·PNG 5MB까지; 맨 뒤에 붙고 구매자 화면에 바로 반영)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: lazySchema(() => z.object({ id: recordIdText })),
  bodyType: 'multipart',
  body: lazySchema(() => z.object({})),
  response: adminProductSchema,
});

export const reorderProductImages = defineEndpoint({
  method: 'PUT',
  path: '/v2/admin/products/:id/images/order',
  summary: '상품 사진 순서 바꾸기: 상품의 모든 사진 id를 보일 순서대로 (첫 사진이 목록 사진)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: lazySchema(() => z.object({ id: recordIdText })),
  body: lazySchema(() =>
    z.object({
      imageIds: z.array(recordId).check(z.maxLength(productImageRules.maxCount)),
    }),
  ),
  response: adminProductSchema,
});

export const deleteProductImage = defineEndpoint({
  method: 'DELETE',
  path: '/v2/admin/products/:id/images/:imageId',
  summary: '상품 사진 지우기 (뒤의 사진이 한 칸씩 앞으로)',
  tags: ['admin'],
  auth: 'operator',
  permission: 'manageMarket',
  params: lazySchema(() => z.object({ id: recordIdText, imageId: recordIdText })),
  response: adminProductSchema,
});
