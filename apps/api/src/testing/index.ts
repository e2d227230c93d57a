// What other workspace packages' tests may use to start the real API in-process (never shipped).
export { createTestApp, type TestContext } from './test-app';
export { createBuyer, createOperator, createSeller, bearer } from './factories';
