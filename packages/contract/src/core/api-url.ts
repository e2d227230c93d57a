/**
 * The spec's one routing rule: paths that start with `/v2/` live under `/api/v2/`,
 * every other path under `/api/v1/`. Server and client both call this, so they cannot drift.
 */
export function toApiUrl(path: string): string {
  if (!path.startsWith('/')) {
    throw new Error(`API path must start with "/": ${path}`);
  }
  return path.startsWith('/v2/') ? `/api${path}` : `/api/v1${path}`;
}

/** Replaces `:name` segments with URL-encoded values; a missing value is a programming error. */
export function fillPathParams(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
