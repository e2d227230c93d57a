import { http } from 'msw';
import { toApiUrl, type Endpoint } from '@quotemarket/contract';
import { mockEndpoint } from './mockEndpoint';
import { testOrigin, type setupMswServer } from './mswServer';

type Method = Lowercase<Endpoint['method']>;

/**
 * For tests of optimistic updates: serves `endpoint` like `mockEndpoint`, but holds every answer
 * until `release` is called, so a test can see the cache before the server has answered.
 */
export function serveHeldAnswer<E extends Endpoint>(
  server: ReturnType<typeof setupMswServer>,
  endpoint: E,
  answer: Parameters<typeof mockEndpoint<E>>[1],
) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const mock = mockEndpoint(endpoint, answer);
  server.use(mock.handler);
  // A handler that answers nothing lets the request fall through to the mock once the gate opens.
  const method = endpoint.method.toLowerCase() as Method;
  server.use(
    http[method](`${testOrigin}${toApiUrl(endpoint.path)}`, async () => {
      await gate;
    }),
  );
  return { release, calls: mock.calls };
}
