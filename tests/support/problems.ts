import type { Page } from '@playwright/test';

/**
 * Every console error and uncaught error of the page from now on, each with the address it
 * happened at. A hydration mismatch, a style the page's policy refuses or a failed render is one.
 */
export function collectProblems(page: Page, problems: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.stack ?? error.message}`));
  return problems;
}
