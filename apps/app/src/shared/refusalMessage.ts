import { ApiError } from '@quotemarket/hooks';

/**
 * The server's own message when it answered the form without data (a refused review, report or inquiry,
 * 4xx), to show on the field; null for a failure it did not explain (no answer, 5xx, a lost login).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (!error.isClientError || error.status === 401 || error.status === 403) return null;
  return error.message || null;
}
