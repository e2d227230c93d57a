import { z } from 'zod/mini';
import { categoryStatuses } from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const mainCategorySchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      nameEn: z.string().check(z.describe('라우트에 쓰는 영문 이름 (예: Mobile Phones, Health)')),
      nameKo: z.string().check(z.describe('화면에 보이는 한국어 이름')),
      displayOrder: z.int(),
      status: z.enum(categoryStatuses),
      image: z.nullable(z.string()),
      productCount: z.int().check(z.nonnegative()),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    })
    .register(z.globalRegistry, { id: 'MainCategory' }),
);

export type MainCategory = z.infer<typeof mainCategorySchema>;

export const listMainCategories = defineEndpoint({
  method: 'GET',
  path: '/home/main-categories/list',
  summary: '메인 카테고리 목록 (표시 순서대로, 활성 카테고리만)',
  tags: ['home'],
  response: lazySchema(() => z.array(mainCategorySchema)),
});
