import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type {
  BestSeller,
  CustomerReview,
  MainCategory,
  ProductListItem,
  RealtimeComparison,
} from '@quotemarket/contract';
import {
  createApiClient,
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
} from '@quotemarket/hooks';
import { testOrigin } from '../../../../../../packages/hooks/src/testing/mswServer';
import { AppProviders } from '../../../providers/AppProviders';
import { createAppRoutes } from '../../routes';
import { categoryHomeRoutes } from '../../category-home/routes';
import { homeRoutes } from '../routes';

// Lazy pages, MSW and a shared two-CPU machine: a page can take more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export {
  mockEndpoint,
  apiErrorResponse,
} from '../../../../../../packages/hooks/src/testing/mockEndpoint';
export { setupMswServer } from '../../../../../../packages/hooks/src/testing/mswServer';

export interface RenderBrowseOptions {
  path?: string;
  /** Stores a login token first. */
  token?: string;
  /** Stores a partner key (media visitor). */
  cKey?: string;
  /** Raw session-storage entries, as another version of the app might have left them. */
  session?: Record<string, string>;
}

/**
 * The home and category home inside the real shell and providers, with the real API client aimed at
 * MSW and memory storage.
 */
export function renderBrowseApp({ path = '/', token, cKey, session }: RenderBrowseOptions = {}) {
  const sessionArea = createMemoryStorage();
  for (const [name, value] of Object.entries(session ?? {})) sessionArea.setItem(name, value);
  const storage = createAppStorage({ local: createMemoryStorage(), session: sessionArea });
  if (token) storage.write('token', token);
  if (cKey) storage.write('cKey', cKey);
  const router = createMemoryRouter(createAppRoutes([...homeRoutes, ...categoryHomeRoutes]), {
    initialEntries: [path],
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const apiClient = createApiClient({ baseURL: testOrigin, getToken: () => storage.read('token') });
  const view = render(
    <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, storage, queryClient };
}

/** Keeps the logged-only failures of the pages out of the test output. */
export function silenceConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

export const category = (
  id: number,
  nameEn: string,
  nameKo: string,
  displayOrder: number,
): MainCategory => ({
  id,
  nameEn,
  nameKo,
  displayOrder,
  status: 'ACTIVE',
  image: null,
  productCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

export const categories: MainCategory[] = [
  category(1, 'Mobile Phones', '휴대폰', 1),
  category(2, 'Internet', '인터넷', 2),
  category(3, 'Water Purifier', '정수기', 3),
  category(7, 'Home Appliances', '생활가전', 4),
  category(8, 'Health/Beauty', '헬스/뷰티', 5),
];

export function bestSeller(
  id: number,
  name: string,
  categoryId1 = 1,
  categoryName1 = 'Mobile Phones',
): BestSeller {
  return { id, name, productImage: null, categoryId1, categoryName1 };
}

export function comparison(name: string, productName: string): RealtimeComparison {
  return {
    name,
    product: {
      imageUrl: null,
      productName,
      modelNumber: null,
      estimations: [
        { monthlyFee: 55_000, supportFund: 300_000 },
        { monthlyFee: 49_000, supportFund: 450_000 },
      ],
    },
  };
}

export function review(ratingId: number, text: string): CustomerReview {
  return {
    ratingId,
    name: '강남 모바일',
    nickname: '김*수',
    userImageUrl: null,
    rating: 5,
    review: text,
  };
}

export function product(id: number, overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    productImage: null,
    productName: `갤럭시 S${id}`,
    price: 1_200_000,
    rentalFee: null,
    brandName: '삼성',
    attributes: [],
    isWishlisted: false,
    categoryPath: '휴대폰 > 삼성 갤럭시',
    isActive: true,
    dateOfShipment: null,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
    ...overrides,
  };
}

export function page<Item>(list: Item[], totalElements = list.length) {
  return { list, totalElements, totalPages: Math.ceil(totalElements / 10) };
}
