/** LIMIT/OFFSET of a page counted from 1, as every paged list of the contract counts. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

export function totalPagesOf(totalElements: number, size: number): number {
  return Math.ceil(totalElements / size);
}

/** The contract's `pagedList` answer: `{ list, totalElements, totalPages }`. */
export function pagedResult<Item>(list: Item[], totalElements: number, size: number) {
  return { list, totalElements, totalPages: totalPagesOf(totalElements, size) };
}
