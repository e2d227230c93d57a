import { startProduct } from './product';

/** Starts the built product for the browser tests and hands its origin over in E2E_BASE_URL. */
export default async function globalSetup() {
  const product = await startProduct();
  process.env.E2E_BASE_URL = product.origin;
  return () => product.stop();
}
