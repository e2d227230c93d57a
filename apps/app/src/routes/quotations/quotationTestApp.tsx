// Renders the quotation tab inside the real shell, against MSW, with a scriptable event stream.
import { getBuyerUnreadMessages } from '@quotemarket/contract';
import { buyerUnreadMessages } from '@quotemarket/contract/testing';
import { createApiClient, type ApiClient } from '@quotemarket/hooks';
import { mockEndpoint, testOrigin, type setupMswServer } from '@quotemarket/testing';
import { createAppRoutes } from '../routes';
import { renderApp } from '../../testing/renderApp';
import { createEventStream } from './quotationFixtures';
import { routePatterns } from '../../paths';
import { quotationRoutes } from './routes';

/** Stands in for the history tab, where the done dialog leads. */
const historyStub = { path: routePatterns.selectedHistory, element: <p>구매 신청 내역 화면</p> };
/** Stands in for the history's tab of requests ended without a choice, where 견적 그만 받기 leads. */
const notSelectedStub = {
  path: routePatterns.notSelectedHistory,
  element: <p>미선택 내역 화면</p>,
};

export function renderQuotationApp(path: string) {
  const stream = createEventStream();
  const api: ApiClient = {
    ...createApiClient({ baseURL: testOrigin, getToken: () => 'buyer-token' }),
    listen: stream.listen as ApiClient['listen'],
  };
  const view = renderApp(createAppRoutes([...quotationRoutes, historyStub, notSelectedStub]), {
    entries: [path],
    token: 'buyer-token',
    api,
  });
  return { ...view, stream };
}

/**
 * The unread message counts the shell and the quote pages ask for: none, unless a test serves
 * its own after this.
 */
export function serveUnreadMessages(
  server: ReturnType<typeof setupMswServer>,
  answer = buyerUnreadMessages({ total: 0, requests: [] }),
) {
  const endpoint = mockEndpoint(getBuyerUnreadMessages, answer);
  server.use(endpoint.handler);
  return endpoint;
}
