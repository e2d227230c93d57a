/** The seller's id in the store page's path (`paths.store`), or `null` for one no store can have. */
export function parseSellerId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
