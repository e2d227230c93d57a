/** PostgreSQL's code for a unique violation (PGlite raises the same). */
const uniqueViolation = '23505';

/**
 * Whether a failed write broke a unique constraint. Drizzle wraps driver errors, so the code may sit
 * on the error itself or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === uniqueViolation) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
