import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Playwright's `test`, pointed at the product that global-setup started. */
export const test = base.extend<{ baseURL: string }>({
  baseURL: async ({}, use) => {
    const origin = process.env.E2E_BASE_URL;
    if (!origin) throw new Error('E2E_BASE_URL is not set: run through tests/run.mjs');
    await use(origin);
  },
});

export { expect };

/** Fails with the list of axe violations (WCAG 2.1 AA) found on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog still fading in has text at part opacity, which axe measures as low contrast: wait
  // until every finite animation has ended (spinners and typing dots run forever and do not count).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
  );
  expect(summary).toEqual([]);
}
