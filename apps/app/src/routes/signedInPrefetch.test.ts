import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  defaultEstimationSort,
  getEstimationDetail,
  checkBiddingInProgress,
  getBiddingProgress,
  getPhoneVerification,
  getProductDetail,
  getProductMarketPrices,
  getProfile,
  listBiddingQuestions,
  listEstimationsByQuotation,
  listQuotationsAwaitingSelection,
  mainCategoryIds,
  quoteKindOfRequest,
} from '@quotemarket/contract';
import {
  createApiClient,
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  useBiddingWizard,
  useEstimationDetail,
  useEstimationsByQuotation,
  useProductDetail,
  useProductMarketPrices,
  useProfile,
  useQuotationsAwaitingSelection,
  type AppStorage,
} from '@quotemarket/hooks';
import {
  buyerProfile,
  estimationCard,
  estimationDetail,
  productMarketPrices,
  quotationCheckItem,
} from '@quotemarket/contract/testing';
import { renderHookWithApi, testOrigin } from '@quotemarket/testing';
import { paths } from '../paths';
import type { PrefetchContext } from '../shell/routePrefetch';
import { productDetail } from '@quotemarket/contract/testing';
import { mockEndpoint, setupMswServer } from '../testing/renderApp';
import { routes } from './routes';

const server = setupMswServer();

const handler = createStaticHandler(routes);

interface EntryOptions {
  signedIn?: boolean;
  prepareStorage?: (storage: AppStorage) => void;
}

/**
 * Runs the loaders of `path` as the server's render does (the real route table, its context) and
 * waits for the requests they started; the clients then go to the hook the page reads.
 */
async function enter(path: string, { signedIn = true, prepareStorage }: EntryOptions = {}) {
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  if (signedIn) storage.write('token', 'buyer-token');
  prepareStorage?.(storage);
  const context: PrefetchContext = {
    queryClient: createQueryClient(),
    apiClient: createApiClient({ baseURL: testOrigin, getToken: () => storage.read('token') }),
    storage,
    started: [],
  };
  await handler.query(new Request(new URL(path, 'http://app.test')), { requestContext: context });
  await Promise.all(context.started ?? []);
  return context;
}

/** The hook a page reads, with the clients its route's loaders used. */
function readAfter<Result>(
  { queryClient, apiClient, storage }: PrefetchContext,
  hook: () => Result,
) {
  return renderHookWithApi(hook, { queryClient, apiClient, storage }).result;
}

const profile = buyerProfile();

function serveProfile() {
  const endpoint = mockEndpoint(getProfile, profile);
  server.use(endpoint.handler);
  return endpoint;
}

describe('signed-in pages start their first requests on entry', () => {
  it('MY: the profile useProfile reads, asked once', async () => {
    const endpoint = serveProfile();
    const entered = await enter(paths.myProfile());
    const result = readAfter(entered, () => useProfile());
    expect(result.current.data).toEqual(profile);
    expect(endpoint.calls).toHaveLength(1);
    expect(endpoint.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
  });

  it('nothing for a guest, whom the login guard sends away', async () => {
    const endpoint = serveProfile();
    const entered = await enter(paths.myProfile(), { signedIn: false });
    expect(entered.started).toEqual([]);
    expect(endpoint.calls).toHaveLength(0);
  });

  it('the quote check: the first page useQuotationsAwaitingSelection reads', async () => {
    const endpoint = mockEndpoint(listQuotationsAwaitingSelection, {
      list: [quotationCheckItem(26)],
      totalElements: 1,
      totalPages: 1,
    });
    server.use(endpoint.handler);
    const entered = await enter(paths.quotationCheck());
    const result = readAfter(entered, () => useQuotationsAwaitingSelection());
    expect(result.current.items).toHaveLength(1);
    expect(endpoint.calls).toHaveLength(1);
  });

  it('a request in progress: its quotes in the default order useEstimationsByQuotation reads', async () => {
    const endpoint = mockEndpoint(listEstimationsByQuotation, {
      list: [estimationCard(1)],
      totalElements: 1,
      totalPages: 1,
      quotation: {
        quotationId: 41,
        createdAt: '2026-11-20T10:00:00.000Z',
        deadlineAt: '2026-11-22T10:00:00.000Z',
        productName: '갤럭시 S25',
        estimationCount: 1,
        isOpen: true,
        selectedEstimationId: null,
        cheapestSaving: null,
      },
    });
    server.use(endpoint.handler);
    const entered = await enter(paths.quotationInProgress(41, 12));
    const result = readAfter(entered, () => useEstimationsByQuotation(41));
    expect(result.current.items).toHaveLength(1);
    expect(endpoint.calls).toHaveLength(1);
    expect(endpoint.calls[0]?.url.searchParams.get('sortOrder')).toBe(defaultEstimationSort);

    const refused = await enter('/check-quotation-details/41/abc');
    expect(refused.started).toEqual([]);
  });

  it.each([mainCategoryIds.phone, mainCategoryIds.internet, mainCategoryIds.waterPurifier])(
    'a quote in the layout of category %i: the quote useEstimationDetail reads',
    async (categoryId) => {
      const answer = estimationDetail({ categoryId1: categoryId });
      const endpoint = mockEndpoint(getEstimationDetail, answer);
      server.use(endpoint.handler);
      const entered = await enter(paths.quoteDetail(quoteKindOfRequest(categoryId), 93, 12));
      const result = readAfter(entered, () => useEstimationDetail(93));
      expect(result.current.data).toEqual(answer);
      expect(endpoint.calls).toHaveLength(1);
    },
  );

  describe('a quote wizard', () => {
    const target = {
      categoryId: mainCategoryIds.phone,
      categoryNameEn: 'Mobile Phones',
      itemId: 12,
    };
    const wizardPath = paths.biddingPage(target) ?? '';

    /** The product, and what the conversation waits for: questions, verification, the draft. */
    function serveProduct() {
      const endpoint = mockEndpoint(getProductDetail, productDetail());
      server.use(
        endpoint.handler,
        mockEndpoint(listBiddingQuestions, [
          {
            questionId: 1,
            questionText: '누가 사용하실 건가요?',
            kind: 'CHOICE',
            options: [{ optionId: 1, optionText: '본인', buttonText: '제가 써요' }],
            defaultOptionId: null,
          },
        ]).handler,
        mockEndpoint(getPhoneVerification, null).handler,
        mockEndpoint(getBiddingProgress, {
          quotationId: null,
          responses: [],
          rentalFee: null,
          answeredCount: 0,
          totalQuestions: 1,
          progress: 0,
        }).handler,
        mockEndpoint(checkBiddingInProgress, false).handler,
      );
      return endpoint;
    }

    it('reached by any way: the conversation has what it waits for on its first render', async () => {
      serveProduct();
      const entered = await enter(wizardPath);
      const result = readAfter(entered, () =>
        useBiddingWizard({ categoryId: target.categoryId, itemId: target.itemId }),
      );
      expect(result.current.isLoading).toBe(false);
      expect(result.current.currentQuestion?.questionText).toBe('누가 사용하실 건가요?');
    });

    it('reached by a deep link: the product useProductDetail reads', async () => {
      const endpoint = serveProduct();
      const entered = await enter(wizardPath);
      const result = readAfter(entered, () => useProductDetail(12));
      expect(result.current.data).toEqual(productDetail());
      expect(endpoint.calls).toHaveLength(1);
    });

    it('entered from the product page: not the product, as every fetch counts as a view', async () => {
      const endpoint = serveProduct();
      const entered = await enter(wizardPath, {
        prepareStorage: (storage) => {
          storage.write('biddingTarget', target);
          storage.write('productDetails', {
            image: null,
            brand: '삼성전자',
            name: '갤럭시 S25',
            details: [],
          });
        },
      });
      expect(endpoint.calls).toHaveLength(0);
      // Only what the conversation waits for: questions, verification and the draft's two.
      expect(entered.started).toHaveLength(4);
    });
  });
});

describe('a public page starts its first requests on entry too', () => {
  it("the product page: its market prices useProductMarketPrices reads, so the server's page shows them", async () => {
    const prices = mockEndpoint(getProductMarketPrices, productMarketPrices());
    server.use(prices.handler, mockEndpoint(getProductDetail, productDetail()).handler);
    const entered = await enter(paths.productDetail(mainCategoryIds.phone, 'Mobile Phones', 12), {
      signedIn: false,
    });
    const result = readAfter(entered, () => useProductMarketPrices(12));
    expect(result.current.data).toEqual(productMarketPrices());
    expect(prices.calls).toHaveLength(1);
  });
});
