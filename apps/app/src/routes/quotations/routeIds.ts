/** An id in a quotation page's path (request, quote or product), or `null` for one none can have. */
export function parseRouteId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
