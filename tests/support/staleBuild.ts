import type { BrowserContext, Page } from '@playwright/test';

/**
 * What a new deployment does to a page still open on the old build: the first request for a file
 * matching `pattern` is answered 404, the old file gone; later ones go through. Returns how many
 * were refused.
 */
export async function removeFileOnce(
  target: Page | BrowserContext,
  pattern: RegExp,
): Promise<() => number> {
  let refused = 0;
  await target.route(pattern, (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    return route.fulfill({ status: 404 });
  });
  return () => refused;
}

/** The paths of the documents `page` asks for from now on: its navigations and reloads. */
export function documentsRequested(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  return documents;
}
