import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page draws in Pretendard: the start script has let the font faces' stylesheet
 * apply (on a page the server rendered, once the subsets its text needs have arrived) and no face
 * is still loading.
 */
export async function waitForPageFonts(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
        if (sheet?.media !== 'all' && sheet?.media !== '') return false;
        await document.fonts.ready;
        return true;
      }),
    )
    .toBe(true);
}
