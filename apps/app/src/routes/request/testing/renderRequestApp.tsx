import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ProductAttribute, ProductDetail, ProductListItem } from '@quotemarket/contract';
import {
  createApiClient,
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  type AppStorage,
} from '@quotemarket/hooks';
import { testOrigin } from '../../../../../../packages/hooks/src/testing/mswServer';
import { AppProviders } from '../../../providers/AppProviders';
import type { AppRouteObject } from '../../../shell/routeMeta';
import { productDetailRoutes } from '../../product-detail/routes';
import { createAppRoutes } from '../../routes';
import { storeRoutes } from '../../store/routes';
import { requestRoutes } from '../routes';

export {
  apiErrorResponse,
  mockEndpoint,
} from '../../../../../../packages/hooks/src/testing/mockEndpoint';
export { setupMswServer } from '../../../../../../packages/hooks/src/testing/mswServer';

export interface RenderRequestAppOptions {
  path: string;
  /** Stores a login token first. */
  token?: string;
  prepare?: (storage: AppStorage) => void;
  /** Extra pages (e.g. a page standing in for the wizard). */
  pages?: AppRouteObject[];
}

/**
 * The request page, product detail and store page inside the real shell and providers, with the
 * real API client aimed at MSW and memory storage.
 */
export function renderRequestApp({ path, token, prepare, pages = [] }: RenderRequestAppOptions) {
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  if (token) storage.write('token', token);
  prepare?.(storage);
  const router = createMemoryRouter(
    createAppRoutes([...requestRoutes, ...productDetailRoutes, ...storeRoutes, ...pages]),
    { initialEntries: [path] },
  );
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

let nextAttributeId = 100;

export function inputAttribute(name: string, value: string, isBasic = false): ProductAttribute {
  return { id: nextAttributeId++, name, value, inputtype: 'INPUT', isBasic, optionValues: [] };
}

export function optionAttribute(
  name: string,
  values: Array<string | [string, string]>,
): ProductAttribute {
  return {
    id: nextAttributeId++,
    name,
    value: null,
    inputtype: 'OPTION',
    isBasic: false,
    optionValues: values.map((value) => ({
      id: nextAttributeId++,
      value: typeof value === 'string' ? value : value[0],
      colorHex: typeof value === 'string' ? null : value[1],
    })),
  };
}

export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 12,
    name: '갤럭시 S25',
    brand: '삼성전자',
    image: null,
    price: 1_155_000,
    rentalFee: null,
    shipmentDate: '2025-02-07',
    detailImageUrl: null,
    specDetailUrl: null,
    modelNumber: 'SM-S931N',
    categoryId1: 1,
    categoryId2: null,
    categoryNameEn: 'Mobile Phones',
    categoryNameKo: '휴대폰',
    isWishlisted: false,
    viewCount: 3,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
    attributes: [],
    ...overrides,
  };
}
