import { describe, expect, it } from 'vitest';
import { endPageSession, startPageSession } from '@quotemarket/contract';
import { createApiClient } from '@quotemarket/hooks';
import {
  createMemoryAppStorage,
  mockEndpoint,
  setupMswServer,
  testOrigin,
} from '@quotemarket/testing';
import { alignPageSession, isRenderedForThisBrowser } from './pageSession';
import type { PrerenderedState } from './prerenderedState';

const server = setupMswServer();

const renderedFor = (buyerId: number | null): PrerenderedState => ({
  router: { loaderData: {}, actionData: null, errors: null },
  queries: { mutations: [], queries: [] },
  eventsPosition: 'rendered-at',
  dependsOnSession: false,
  fallbackPages: [],
  buyerId,
});

function signedInAs(buyerId: number | null) {
  const storage = createMemoryAppStorage();
  if (buyerId !== null) {
    storage.write('token', `token-of-${buyerId}`);
    storage.write('buyerId', buyerId);
  }
  return storage;
}

/** Runs the check and answers what it asked the server, if anything. */
async function align(
  state: PrerenderedState | null,
  signedInBuyer: number | null,
  signedInOnly = true,
) {
  const start = mockEndpoint(startPageSession, null);
  const end = mockEndpoint(endPageSession, null);
  server.use(start.handler, end.handler);
  const storage = signedInAs(signedInBuyer);
  const apiClient = createApiClient({ baseURL: testOrigin, getToken: () => storage.read('token') });
  await alignPageSession({ state, storage, apiClient, signedInOnly });
  return { started: start.calls, ended: end.calls };
}

describe('the page the server sent and the session signed in here', () => {
  it('is taken over when it is a guest page, or was rendered for the buyer signed in here', () => {
    expect(isRenderedForThisBrowser(renderedFor(null), signedInAs(7))).toBe(true);
    expect(isRenderedForThisBrowser(renderedFor(7), signedInAs(7))).toBe(true);
    expect(isRenderedForThisBrowser(renderedFor(7), signedInAs(8))).toBe(false);
    expect(isRenderedForThisBrowser(renderedFor(7), signedInAs(null))).toBe(false);
  });

  it('starts a page session when a page behind the login arrived unrendered for a signed-in buyer', async () => {
    const { started, ended } = await align(null, 7);
    expect(started).toHaveLength(1);
    expect(started[0]?.headers.get('authorization')).toBe('Bearer token-of-7');
    expect(ended).toHaveLength(0);
  });

  it('hands the server the session signed in here when the page was rendered for someone else', async () => {
    expect((await align(renderedFor(7), 8)).started).toHaveLength(1);
    const signedOutHere = await align(renderedFor(7), null);
    expect(signedOutHere.started).toHaveLength(0);
    expect(signedOutHere.ended).toHaveLength(1);
  });

  it('asks nothing when the server already knew, or had no reason to', async () => {
    for (const [state, buyer, signedInOnly] of [
      [renderedFor(7), 7, true],
      [renderedFor(null), 7, false],
      [null, 7, false],
      [null, null, true],
    ] as const) {
      const { started, ended } = await align(state, buyer, signedInOnly);
      expect([...started, ...ended]).toHaveLength(0);
    }
  });
});
