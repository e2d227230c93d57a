// `@quotemarket/testing`: the test kit of an app built on `@quotemarket/hooks`, which the hooks'
// own tests use too (decision 0022): an MSW server that serves the contract's endpoints, renders
// inside the app's providers, and fakes of what jsdom lacks. For tests only: its peers are vitest,
// msw and @testing-library/react. The answers themselves are `@quotemarket/contract/testing`'s.
export { testOrigin, setupMswServer } from './mswServer';
export { mockEndpoint, apiErrorResponse } from './mockEndpoint';
export type { RecordedCall } from './mockEndpoint';
export { renderHookAfterPrefetch, renderHookWithApi } from './renderWithApi';
export { createMemoryAppStorage, renderHookWithStorage } from './renderWithStorage';
export { serveHeldAnswer } from './serveHeldAnswer';
export { createFakeSocialWindow, fakeOrigin } from './fakeSocialLoginWindow';
export { createFakeWebPush } from './fakeWebPush';
export type { FakePushSubscription, FakeWebPush, FakeWebPushOptions } from './fakeWebPush';
export { stubBrowserWebPush } from './stubBrowserWebPush';
export type { StubbedWebPush } from './stubBrowserWebPush';
export { serveEventStream } from './serveEventStream';
export { installFakeIntersectionObserver } from './fakeIntersectionObserver';
export { realApiTransport, restoreNodeBinaryConstructors } from './realApiTransport';
