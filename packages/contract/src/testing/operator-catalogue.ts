// The operator console's catalogue and content answers: a product as its edit form holds it, a
// product row of the list, the category tree, and a notice in each state.
import type { AdminCategory, AdminNotice, AdminProduct, AdminProductListItem } from '../index';

export function adminProduct(id: number, overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id,
    categoryId1: 1,
    categoryId2: 101,
    name: `갤럭시 S26 ${id}`,
    brand: '삼성전자',
    modelNumber: 'SM-S942N',
    price: 1_254_000,
    rentalFee: null,
    releaseDate: '2026-03-06',
    image: `/media/products/galaxy-s26.svg`,
    images: [{ id: id * 10, url: '/media/products/galaxy-s26.svg', width: null, height: null }],
    isActive: true,
    updatedAt: '2026-12-01T01:00:00.000Z',
    colours: [{ name: '블랙', hex: '#1F1F22' }],
    storageOptions: ['256GB', '512GB'],
    specs: [{ name: '화면 크기', value: '6.3인치' }],
    subsidies: [
      {
        carrier: 'SKT',
        plan: '5GX 프라임',
        amount: 500_000,
        effectiveFrom: '2026-12-01',
        effectiveTo: null,
      },
    ],
    internetPlan: null,
    ...overrides,
  };
}

export function adminProductListItem(
  id: number,
  overrides: Partial<AdminProductListItem> = {},
): AdminProductListItem {
  return {
    id,
    categoryId1: 1,
    categoryPath: '휴대폰 > 삼성 갤럭시',
    name: `갤럭시 S26 ${id}`,
    brand: '삼성전자',
    image: '/media/products/galaxy-s26.svg',
    price: 1_254_000,
    rentalFee: null,
    isActive: true,
    updatedAt: '2026-12-01T01:00:00.000Z',
    ...overrides,
  };
}

/** The seeded tree in part: phones and appliances with sub-categories, internet with none. */
export function adminCategoryTree(): AdminCategory[] {
  return [
    {
      id: 1,
      nameKo: '휴대폰',
      subCategories: [
        { id: 101, nameKo: '삼성 갤럭시' },
        { id: 102, nameKo: '애플 아이폰' },
      ],
    },
    { id: 2, nameKo: '인터넷', subCategories: [] },
    {
      id: 7,
      nameKo: '생활가전',
      subCategories: [
        { id: 126, nameKo: '공기청정기' },
        { id: 134, nameKo: '비데' },
      ],
    },
  ];
}

export function adminNotice(id: number, overrides: Partial<AdminNotice> = {}): AdminNotice {
  return {
    id,
    category: '공지',
    title: `공지 ${id}`,
    mandatory: false,
    content: '<p>안내드려요.</p>',
    state: 'draft',
    publishedAt: null,
    updatedAt: '2026-12-01T01:00:00.000Z',
    ...overrides,
  };
}
