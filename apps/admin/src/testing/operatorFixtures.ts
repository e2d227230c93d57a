import { getOperatorMe, type OperatorAccount } from '@quotemarket/contract';
import { operatorAccount } from '@quotemarket/contract/testing';
import { mockEndpoint, type setupMswServer } from '@quotemarket/testing';

/** Serves `/admin/me` as the given operator (the 관리자 김운영 unless told otherwise). */
export function serveOperatorMe(
  server: ReturnType<typeof setupMswServer>,
  overrides: Partial<OperatorAccount> = {},
) {
  const mock = mockEndpoint(getOperatorMe, { ...operatorAccount, ...overrides });
  server.use(mock.handler);
  return mock;
}
