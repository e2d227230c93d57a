/**
 * Whether a failed statement carries one of these SQLSTATE codes (PGlite raises the same codes as
 * PostgreSQL). Drizzle wraps driver errors, so the code may sit on the error or on a cause below it.
 */
function hasPostgresCode(error: unknown, codes: readonly string[]): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && codes.includes(current.code as string)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Whether a failed write broke a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, ['23505']);
}

/**
 * Whether a transaction failed only because a concurrent one won: a serialisation failure (40001)
 * or a deadlock (40P01). Run again from the start, it sees the winner's writes and decides anew.
 */
export function isTransactionConflict(error: unknown): boolean {
  return hasPostgresCode(error, ['40001', '40P01']);
}
