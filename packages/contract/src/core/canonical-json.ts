/**
 * The one text of a JSON value that two programs agree on byte for byte: object keys sorted
 * (by UTF-16 code unit, as `Array.prototype.sort` does) at every depth, no whitespace, array order
 * kept. A 견적서's SHA-256 is taken over this text, so the server that wrote it and anyone who checks
 * it later (the buyer's browser, an operator) hash the same bytes. Values JSON cannot hold
 * (undefined, functions, NaN) are refused rather than silently dropped, since a dropped field would
 * change what the hash vouches for.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not JSON`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`);
}
