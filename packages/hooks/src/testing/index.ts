// `@quotemarket/hooks/testing`: the helpers the hooks' own tests use, published for the apps' tests
// (and a sister product's) so no workspace reaches into this package's `src`. Needs vitest, msw and
// @testing-library/react (optional peer dependencies).
export { testOrigin, setupMswServer } from './mswServer';
export { mockEndpoint, apiErrorResponse } from './mockEndpoint';
export type { RecordedCall } from './mockEndpoint';
export { renderHookWithApi } from './renderWithApi';
export { createMemoryAppStorage, renderHookWithStorage } from './renderWithStorage';
export { serveHeldAnswer } from './serveHeldAnswer';
export { createFakeSocialWindow, fakeOrigin } from '../auth/fakeSocialLoginWindow';
export { createFakeWebPush } from '../push/fakeWebPush';
export type { FakePushSubscription, FakeWebPush, FakeWebPushOptions } from '../push/fakeWebPush';
export { stubBrowserWebPush } from './stubBrowserWebPush';
export type { StubbedWebPush } from './stubBrowserWebPush';
export { serveEventStream } from './serveEventStream';
export { installFakeIntersectionObserver } from './fakeIntersectionObserver';
