import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page the server rendered (decision 0009): until then its
 * markup is on screen but its lists do not load more and its inputs have no handlers. A hydrated
 * element carries React's fiber; a page the browser renders alone has it from its first render.
 */
export async function waitForHydration(
  page: Page,
  /** An element of the app's frame: the buyer app's by default. */
  frameSelector = '[data-shell="app"]',
): Promise<void> {
  await page.waitForFunction((selector) => {
    const frame = document.querySelector(selector);
    return !!frame && Object.keys(frame).some((key) => key.startsWith('__reactFiber'));
  }, frameSelector);
}
