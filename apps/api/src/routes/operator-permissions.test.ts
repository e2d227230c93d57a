import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSellerProfile,
  getProfile,
  operatorCan,
  operatorMessages,
  operatorRoles,
  operatorRoleLabels,
  updateOperator,
  type Endpoint,
  type OperatorRole,
} from '@quotemarket/contract';
import { callEndpoint } from '../testing/call-endpoint';
import { contractEndpoints } from '../testing/contract-endpoints';
import { bearer, createBuyer, createOperator, createSeller } from '../testing/factories';
import { recordFigure } from '../testing/figures';
import { createTestApp, type TestContext } from '../testing/test-app';

/**
 * The whole access matrix of the operator console's API: every operator endpoint of the contract,
 * called by each role, by no one, by a buyer, by a dealer and by a deactivated operator. A role the
 * permission table (`operatorPermissions`) gives the endpoint gets past the check (whatever the
 * placeholder input then earns); any other caller is refused before the handler runs.
 */
const operatorEndpoints = contractEndpoints.filter(([, endpoint]) => endpoint.auth === 'operator');

const placeholderParams = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1]!, 1]));

let ctx: TestContext;
let operatorIds: Record<OperatorRole, number>;
let buyerToken: string;
let sellerToken: string;
let deactivatedToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const entries = await Promise.all(
    operatorRoles.map(async (role) => [role, (await createOperator(ctx, role)).operator.id]),
  );
  operatorIds = Object.fromEntries(entries) as Record<OperatorRole, number>;
  buyerToken = (await createBuyer(ctx)).token;
  sellerToken = (await createSeller(ctx)).token;
  const admin = await createOperator(ctx, 'ADMIN');
  const leaving = await createOperator(ctx, 'OPERATOR');
  deactivatedToken = leaving.token;
  const response = await callEndpoint(ctx, updateOperator, {
    headers: admin.headers,
    params: { id: leaving.operator.id },
    body: { isActive: false },
  });
  expect(response.statusCode).toBe(200);
});
afterAll(() => ctx.close());

function callAs(endpoint: Endpoint, token: string | undefined) {
  return callEndpoint(ctx, endpoint, {
    params: placeholderParams(endpoint),
    ...(token && { headers: bearer(token) }),
    ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { body: {} }),
  });
}

it('covers every operator endpoint, each with a permission', () => {
  expect(operatorEndpoints.length).toBeGreaterThanOrEqual(7);
  for (const [name, endpoint] of operatorEndpoints) {
    expect({ name, permission: endpoint.permission }).toEqual({
      name,
      permission: expect.any(String),
    });
  }
});

describe.each(operatorEndpoints)('%s', (_name, endpoint) => {
  it.each(operatorRoles)('as %s: past the check only with the permission', async (role) => {
    // A session of its own: the cell may be the logout, which ends the session it is called with.
    const token = await ctx.app.deps.operatorSessions.start(operatorIds[role], {
      address: '127.0.0.1',
      userAgent: 'vitest',
    });
    const response = await callAs(endpoint, token);
    if (operatorCan(role, endpoint.permission!)) {
      expect([401, 403], `${operatorRoleLabels[role]}: ${response.body}`).not.toContain(
        response.statusCode,
      );
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(operatorMessages.noPermission);
    }
  });

  it('refuses no token, a buyer, a dealer and a deactivated operator', async (context) => {
    const callers = [
      [undefined, 401],
      [buyerToken, 403],
      [sellerToken, 403],
      [deactivatedToken, 401],
      ['qmo_made-up', 401],
    ] as const;
    for (const [token, status] of callers) {
      const response = await callAs(endpoint, token);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status_code: status, data: null });
    }
    await recordFigure(
      context,
      'operator access cells (endpoint × role or wrong caller)',
      callers.length + operatorRoles.length,
    );
  });
});

it("an operator's token opens no buyer or dealer endpoint", async () => {
  const { token } = await createOperator(ctx, 'ADMIN');
  for (const endpoint of [getProfile, getSellerProfile]) {
    expect((await callAs(endpoint, token)).statusCode).toBe(401);
  }
});
