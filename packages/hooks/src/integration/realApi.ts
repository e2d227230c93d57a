// The agreement suite's harness: the real API (PGlite, seeded) listening on a free local port,
// and hooks rendered against it over real HTTP with nothing mocked in between.
import type { QueryClient } from '@tanstack/react-query';
import { waitFor, type RenderHookOptions } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '@quotemarket/api/testing';
import {
  createMemoryAppStorage,
  realApiTransport,
  renderHookWithApi,
  restoreNodeBinaryConstructors,
} from '@quotemarket/testing';
import { createApiClient } from '../api/createApiClient';
import { createQueryClient } from '../queries/createQueryClient';
import { sellerTokenKey } from '../queries/seller/sellerSession';
import type { AppStorage } from '../storage/appStorage';

restoreNodeBinaryConstructors();

/** Seeding the database and starting the app take a while on a busy machine. */
export const startupTimeout = 120_000;
export const callTimeout = 30_000;

/**
 * `waitFor` with room for a cold app's first answers, which can take longer than the DOM projects'
 * five seconds (scripts/vitest-dom-setup.ts) on a busy machine. Given per call: Testing Library's
 * own setting is the worker's, shared with the files that run after these.
 */
export function waitForAnswer<T>(assertion: () => T | Promise<T>): Promise<T> {
  return waitFor(assertion, { timeout: 10_000 });
}

export interface RealApi {
  ctx: TestContext;
  baseURL: string;
}

/**
 * One real app for the whole test file. Its `ctx` is ready inside tests (after `beforeAll`).
 */
export function startRealApi(): RealApi {
  const api = { baseURL: '' } as RealApi;
  beforeAll(async () => {
    api.ctx = await createTestApp({ seed: true, logger: { level: 'error' } });
    api.baseURL = await api.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, startupTimeout);
  afterAll(() => api.ctx?.close());
  return api;
}

/** One device: its storage (holding the token) and its query cache, shared by every hook rendered on it. */
export interface Device {
  storage: AppStorage;
  queryClient: QueryClient;
  /** The token its calls send: the buyer app's, or the dealer console's own. */
  tokenKey: 'token' | typeof sellerTokenKey;
}

function deviceOf(tokenKey: Device['tokenKey'], token?: string): Device {
  const storage = createMemoryAppStorage();
  if (token) storage.write(tokenKey, token);
  return { storage, queryClient: createQueryClient(), tokenKey };
}

/** A device running the buyer app. */
export const newDevice = (token?: string) => deviceOf('token', token);

/** A device running the dealer console. */
export const newDealerDevice = (token?: string) => deviceOf(sellerTokenKey, token);

/** Renders a hook on `device` against the real API, over Node's HTTP (`realApiTransport`). */
export function renderOnRealApi<Result, Props>(
  api: RealApi,
  device: Device,
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  const apiClient = createApiClient({
    ...realApiTransport(api.baseURL),
    getToken: () => device.storage.read(device.tokenKey),
  });
  const { storage, queryClient } = device;
  return renderHookWithApi(hook, { ...options, storage, queryClient, apiClient });
}
