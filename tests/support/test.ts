import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { collectProblems } from './problems';

/**
 * Playwright's `test`, pointed at the product that global-setup started. A test that fails prints
 * what its pages logged as errors: CI keeps only the printed output, not the trace.
 */
export const test = base.extend<{ baseURL: string; browserErrors: void }>({
  baseURL: async ({}, use) => {
    const origin = process.env.E2E_BASE_URL;
    if (!origin) throw new Error('E2E_BASE_URL is not set: run through tests/run.mjs');
    await use(origin);
  },
  browserErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => void collectProblems(page, errors);
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        console.log(`What the browser logged as errors:\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** The axe violations (WCAG 2.1 AA) of the page once its finite animations have ended. */
async function settledViolations(page: Page) {
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
  return results.violations;
}

/** Fails with the list of axe violations (WCAG 2.1 AA) found on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  let violations = await settledViolations(page);
  // Something that started between the wait and the analysis (a live event's toast sliding in) is
  // measured mid-animation: a real violation is still there once that has ended.
  if (violations.length > 0) violations = await settledViolations(page);
  // Each violation with the elements it was found on and axe's reason, so a failure run once in CI
  // says what to fix.
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.length}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('; ')}`,
  );
  expect(summary).toEqual([]);
}
