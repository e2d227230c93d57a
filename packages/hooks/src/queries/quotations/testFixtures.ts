// Fixtures of the quotation hook tests beside those the apps share (`../../testing/quoteFixtures`).
import type { ReviewHistoryItem } from '@quotemarket/contract';

export const reviewItem = (id: number): ReviewHistoryItem => ({
  ratingId: id,
  productCategory: '휴대폰',
  productName: '갤럭시 S25',
  storeName: '강남 폰가게',
  rating: 5,
  review: '친절했어요.',
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** `count` items numbered from `first`, as one page of a list. */
export function pageOf<Item>(make: (id: number) => Item, count: number, first = 1): Item[] {
  return Array.from({ length: count }, (_, index) => make(first + index));
}
