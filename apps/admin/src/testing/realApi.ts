// The console's pages against the real API (PGlite, seeded) on a free local port, nothing mocked in
// between: for flows whose point is what the server does (sanitising a notice, publishing it).
import { afterAll, beforeAll } from 'vitest';
import type { OperatorRole } from '@quotemarket/contract';
import { createOperator, createTestApp, type TestContext } from '@quotemarket/api/testing';
import { realApiTransport, restoreNodeBinaryConstructors } from '@quotemarket/testing';
import { renderAdmin, type RenderAdminOptions } from './renderAdmin';

restoreNodeBinaryConstructors();

/** Seeding the database and starting the app take a while on a busy machine. */
const startupTimeout = 120_000;

export interface RealApi {
  ctx: TestContext;
  baseURL: string;
}

/** One real app for the whole test file; its `ctx` is ready inside tests (after `beforeAll`). */
export function startRealApi(): RealApi {
  const api = { baseURL: '' } as RealApi;
  beforeAll(async () => {
    api.ctx = await createTestApp({ seed: true, logger: { level: 'error' } });
    api.baseURL = await api.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, startupTimeout);
  afterAll(() => api.ctx?.close());
  return api;
}

/** The console signed in as a new enrolled operator of `role`, talking to the real API. */
export async function renderAdminOnRealApi(
  api: RealApi,
  role: OperatorRole,
  options: Omit<RenderAdminOptions, 'operatorToken' | 'transport'> = {},
) {
  const { token } = await createOperator(api.ctx, role);
  return renderAdmin({
    ...options,
    operatorToken: token,
    transport: realApiTransport(api.baseURL),
  });
}
