import { describe, expect, it } from 'vitest';
import { endSellerPageSession, startSellerPageSession } from '@quotemarket/contract';
import { createApiClient } from '@quotemarket/hooks';
import {
  createMemoryAppStorage,
  mockEndpoint,
  setupMswServer,
  testOrigin,
} from '@quotemarket/testing';
import { isRenderedForThisBrowser, type ConsolePageState } from './consolePageState';
import { alignPageSession } from './pageSession';

const server = setupMswServer();

const renderedFor = (sellerId: number): ConsolePageState => ({
  queries: { mutations: [], queries: [] },
  sellerId,
  eventsPosition: 'rendered-at',
});

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A browser with this store's dealer signed in (a token shaped as the API issues them), or none. */
function signedInAs(sellerId: number | null) {
  const storage = createMemoryAppStorage();
  if (sellerId !== null) {
    const claims = base64Url({ typ: 'seller', sub: String(sellerId) });
    storage.write('sellerToken', `${base64Url({ alg: 'HS256' })}.${claims}.signature`);
  }
  return storage;
}

/** Runs the check and answers what it asked the server, if anything. */
async function align(
  state: ConsolePageState | null,
  sellerId: number | null,
  serverRendered = true,
) {
  const start = mockEndpoint(startSellerPageSession, null);
  const end = mockEndpoint(endSellerPageSession, null);
  server.use(start.handler, end.handler);
  const storage = signedInAs(sellerId);
  const apiClient = createApiClient({
    baseURL: testOrigin,
    getToken: () => storage.read('sellerToken'),
  });
  await alignPageSession({ state, storage, apiClient, serverRendered });
  return { started: start.calls, ended: end.calls };
}

describe('the inbox the server sent and the dealer signed in here', () => {
  it('is taken over only when it was rendered for the store signed in here', () => {
    expect(isRenderedForThisBrowser(renderedFor(7), signedInAs(7))).toBe(true);
    expect(isRenderedForThisBrowser(renderedFor(7), signedInAs(8))).toBe(false);
    expect(isRenderedForThisBrowser(renderedFor(7), signedInAs(null))).toBe(false);
  });

  it('starts a page session when the inbox arrived unrendered for a signed-in dealer', async () => {
    const { started, ended } = await align(null, 7);
    expect(started).toHaveLength(1);
    expect(started[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(ended).toHaveLength(0);
  });

  it('hands the server the dealer signed in here when the page was rendered for another', async () => {
    expect((await align(renderedFor(7), 8)).started).toHaveLength(1);
    const signedOutHere = await align(renderedFor(7), null);
    expect(signedOutHere.started).toHaveLength(0);
    expect(signedOutHere.ended).toHaveLength(1);
  });

  it('asks nothing when the server already knew, or had no reason to', async () => {
    for (const [state, sellerId, serverRendered] of [
      [renderedFor(7), 7, true],
      [null, 7, false],
      [null, null, true],
    ] as const) {
      const { started, ended } = await align(state, sellerId, serverRendered);
      expect([...started, ...ended]).toHaveLength(0);
    }
  });
});
