/**
 * What can go wrong in a business rule, said without HTTP: the domain names the kind of failure and
 * the Korean message the user reads (polite 해요체), and the HTTP layer alone decides the status
 * code (`http/error-handler.ts`). Keeping the two apart lets the same rules run behind another
 * transport, or in a unit test, without a web framework.
 */
export type DomainErrorKind =
  | 'invalid-input'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'expired'
  | 'rate-limited'
  | 'upstream-failed'
  | 'unavailable';

/** An expected failure with a message the app can show as it is. */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For a rate limit: when the caller may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    /** For a form: each refused field's message, shown beside the field (field → message). */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The input breaks a rule: a missing answer, an amount out of range. */
export const invalidInput = (message: string) => new DomainError('invalid-input', message);
/** One field of a form breaks its rule: the message is the answer's and that field's. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid-input', message, undefined, { [field]: message });
/** Nobody is signed in, or the credentials do not prove who they claim. */
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
/** Signed in, but as the wrong kind of account for this action. */
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** No such thing, or it belongs to someone else (never revealed as forbidden). */
export const notFound = (message: string) => new DomainError('not-found', message);
/** The thing exists but its state does not allow this now: already done, closed, withdrawn. */
export const conflict = (message: string) => new DomainError('conflict', message);
/** It existed but its time is over, such as a verification code past its lifetime. */
export const expired = (message: string) => new DomainError('expired', message);
/** Too many tries in a short time; say when the caller may try again if it is known. */
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new DomainError('rate-limited', message, retryAfterSeconds);
/** A service we depend on answered badly or not at all. */
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
/** A feature that is switched off or not configured here. */
export const unavailable = (message: string) => new DomainError('unavailable', message);
