// The reads `bench:api` loads and how one is measured, shared by its default run (run.ts) and its
// scale mode (scale-bench.ts): autocannon on loopback, each request from the next of many client
// addresses through the trusted proxy, accepting compressed answers as a browser does.
import autocannon from 'autocannon';
import {
  fillPathParams,
  getBuyerConversation,
  getProductDetail,
  getProductMarketPrices,
  getProfile,
  getQuotationMarketPrice,
  getSellerStorePage,
  listMainCategories,
  listEstimationsByQuotation,
  listPendingHistory,
  listProductsUnderCategory,
  listQuotationsAwaitingSelection,
  listSelectedHistory,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  toApiUrl,
} from '@quotemarket/contract';
import { clientAddresses, forwardedFor } from './client-addresses';
import type { BenchServers } from './fork-servers';

const browserAcceptEncoding = 'gzip, deflate, br, zstd';

export type Kind = 'catalogue' | 'private';

export interface Scenario {
  name: string;
  /** Contract endpoint path (`toApiUrl` adds the prefix), or a full URL for the bare route. */
  url: string;
  query?: Record<string, string | number>;
  token?: string;
  /** Which targets apply; the bare route has none. */
  kind?: Kind;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
}

/** The bare route first, then the API's reads on the demo accounts the server side prepared. */
export function benchScenarios(servers: BenchServers): Scenario[] {
  const phones = { mainCategoryId: 1, pageNo: 1, pageSize: 10, sortBy: 'created_at' };
  const search = { mainCategoryId: 0, productName: '갤럭시', pageNo: 1, pageSize: 10 };
  const detail = fillPathParams(getProductDetail.path, { id: 1 });
  const marketPrices = fillPathParams(getProductMarketPrices.path, {
    id: servers.demoPhone.productId,
  });
  const requestMarketPrice = fillPathParams(getQuotationMarketPrice.path, {
    id: servers.demoPhone.quotationId,
  });
  const conversation = fillPathParams(getBuyerConversation.path, {
    id: servers.demoConversationId,
  });
  const store = { userId: servers.demoDealerId, page: 1, size: 10 };
  const { buyer, dealer } = servers.tokens;
  return [
    { name: 'bare Fastify route (ceiling)', url: `${servers.bareOrigin}/bare` },
    { name: 'main categories', url: listMainCategories.path, kind: 'catalogue' },
    { name: 'product list (phones)', url: listProductsUnderCategory.path, query: phones, kind: 'catalogue' },
    { name: 'market price (demo phone)', url: marketPrices, kind: 'catalogue' },
    { name: 'product search ("갤럭시")', url: listProductsUnderCategory.path, query: search, kind: 'catalogue' },
    { name: 'product detail', url: detail, kind: 'catalogue' },
    { name: 'store page (demo store, reviews)', url: getSellerStorePage.path, query: store, kind: 'catalogue' },
    { name: 'buyer: product list (phones)', url: listProductsUnderCategory.path, query: phones, token: buyer, kind: 'catalogue' },
    { name: 'buyer: product detail', url: detail, token: buyer, kind: 'catalogue' },
    { name: 'buyer: awaiting selection', url: listQuotationsAwaitingSelection.path, query: { pageNo: 1, size: 10 }, token: buyer, kind: 'private' },
    { name: 'buyer: market price of a request', url: requestMarketPrice, token: buyer, kind: 'private' },
    { name: 'buyer: bids of a request', url: listEstimationsByQuotation.path, query: { quotationId: servers.demoQuotationId, page: 1, size: 10 }, token: buyer, kind: 'private' },
    { name: 'buyer: pending history', url: listPendingHistory.path, query: { page: 1, size: 10 }, token: buyer, kind: 'private' },
    { name: 'buyer: deals (selected history)', url: listSelectedHistory.path, query: { page: 1, size: 10 }, token: buyer, kind: 'private' },
    { name: 'buyer: conversation (newest page)', url: conversation, token: buyer, kind: 'private' },
    { name: 'buyer: profile', url: getProfile.path, token: buyer, kind: 'private' },
    { name: 'dealer: inbox', url: listSellerInbox.path, query: { page: 1, size: 10 }, token: dealer, kind: 'private' },
    { name: 'dealer: sent bids', url: listSellerEstimations.path, query: { page: 1, size: 10 }, token: dealer, kind: 'private' },
    { name: 'dealer: deals', url: listSellerDeals.path, query: { page: 1, size: 10 }, token: dealer, kind: 'private' },
  ]; // prettier-ignore
}

function urlOf(apiOrigin: string, { url, query }: Scenario): string {
  const full = url.startsWith('http') ? url : `${apiOrigin}${toApiUrl(url)}`;
  if (!query) return full;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${full}?${params}`;
}

/**
 * How long one request of `scenario` takes, from `address`: the first one a server gets for a read
 * is answered from the database, the following ones from the answer kept since (decision 0008).
 */
export async function timeOneRequest(
  apiOrigin: string,
  scenario: Scenario,
  address: string,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(urlOf(apiOrigin, scenario), {
    headers: {
      'accept-encoding': browserAcceptEncoding,
      ...forwardedFor(address),
      ...(scenario.token && { authorization: `Bearer ${scenario.token}` }),
    },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${scenario.name} answered ${response.status}`);
  return Math.round((performance.now() - started) * 10) / 10;
}

/**
 * Measures scenarios on `apiOrigin`: a 2-second warm-up, then `connections` for `duration`
 * seconds. Each measurement's clients are new ones, so one scenario's requests do not spend the
 * budget of the next one's clients within the same minute.
 */
export function createMeasure(apiOrigin: string) {
  let addressesUsed = 0;
  return async function measure(
    scenario: Scenario,
    clients: number,
    options: { connections: number; duration: number },
  ): Promise<Figures> {
    const addresses = clientAddresses(clients, addressesUsed + 1);
    addressesUsed += clients;
    let next = 0;
    const request = {
      url: urlOf(apiOrigin, scenario),
      // As a browser asks: every request of the app's client accepts compressed answers.
      headers: {
        'accept-encoding': browserAcceptEncoding,
        ...(scenario.token && { authorization: `Bearer ${scenario.token}` }),
      },
      // Each request from the next client address, round the list.
      requests: [
        {
          setupRequest: (raw: autocannon.Request): autocannon.Request => ({
            ...raw,
            headers: { ...raw.headers, ...forwardedFor(addresses[next++ % addresses.length]!) },
          }),
        },
      ],
    };
    await autocannon({ ...request, connections: 10, duration: 2 }); // warm-up: JIT, caches, pool
    const result = await autocannon({ ...request, ...options });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx + result.errors,
    };
  };
}
