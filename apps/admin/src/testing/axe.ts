import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails with the axe violations (WCAG 2.1 A and AA) of the document as rendered, dialogs portalled
 * to the body included. jsdom lays nothing out, so contrast is left to the browser tests
 * (tests/e2e/operator-console.spec.ts runs axe on every screen in Chromium).
 */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
    ),
  ).toEqual([]);
}
