import { defaultPageSize } from '@quotemarket/contract';

/** Lists load ten at a time, as the spec's screens do. */
export const listPageSize = defaultPageSize;

/**
 * The page to ask for after `loadedPages` pages (pages count from 1), or `undefined` once the last
 * page came back shorter than a full page: that is how the spec's lists know they have ended.
 */
export function nextPageNumber(
  lastPageItems: readonly unknown[],
  loadedPages: readonly unknown[],
  pageSize: number = listPageSize,
): number | undefined {
  return lastPageItems.length < pageSize ? undefined : loadedPages.length + 1;
}
