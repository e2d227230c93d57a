import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page the server rendered (decision 0009): until then its
 * markup is on screen but its lists do not load more and its inputs have no handlers. A hydrated
 * element carries React's fiber; a page the browser renders alone has it from its first render.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shell = document.querySelector('[data-shell="app"]');
    return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber'));
  });
}
