import type { RateLimitStore, WindowCount } from '../../edges/rate-limit-store';
import { refusedUntil, secondsUntil, tooMany, type RateLimitSettings } from './rate-limits';

interface CountedWindow {
  key: string;
  window: WindowCount;
}

/** What `succeeded` needs to forgive the attempt: the windows it was counted in. */
export interface LoginAttempt {
  byAddress: CountedWindow;
  byEmailAndAddress: CountedWindow;
  /** Absent when the address is one the dealer signed in from: it is not paced. */
  byEmail?: CountedWindow;
}

type LoginLimits = Pick<
  RateLimitSettings,
  'sellerLoginPerAddress' | 'sellerLoginPerEmailAndAddress' | 'sellerLoginPacePerEmail'
>;

/** Whose logins a throttle counts: its keys in the shared store start with this. */
export type LoginKind = 'seller-login' | 'operator-login';

/**
 * Slows password guessing at dealer and operator logins without letting a guesser lock the account
 * out, in the store every API process shares (the two kinds of account are counted apart, with the
 * same limits):
 *
 * - per client address, whatever the emails (one address trying many accounts);
 * - per email and address: the guesser's address is refused for the rest of the window, and the
 *   dealer's own addresses are not;
 * - per email from every address (many addresses guessing one account): past the free failures,
 *   each attempt waits a few seconds, longer with each failure, but never minutes; the addresses
 *   the dealer signed in from before do not wait at all.
 *
 * An attempt is counted as a failure when it starts and forgiven when it succeeds, so a burst of
 * parallel guesses cannot all slip in before the first of them has failed. An attempt told to
 * wait is not counted anywhere: a dealer pressing the button during the pause never turns the
 * wait into a refusal. A success empties the email's count at its address (the dealer has proved
 * the password there) but takes only its own attempt back from the others, so logging in does not
 * make room for guesses.
 */
export class LoginThrottle {
  constructor(
    private readonly kind: LoginKind,
    private readonly store: RateLimitStore,
    private readonly limits: LoginLimits,
    private readonly isKnownAddress: (email: string, address: string) => Promise<boolean>,
    private readonly now: () => Date,
  ) {}

  /** Counts the attempt; a 429 saying what happened and when to retry when it may not go on. */
  async admit(email: string, address: string): Promise<LoginAttempt> {
    const { sellerLoginPerAddress: perAddress, sellerLoginPerEmailAndAddress: perEmailAndAddress } =
      this.limits;
    const at = this.now().getTime();
    const byAddress = await this.count(`${this.kind}:address:${address}`, perAddress, at);
    if (byAddress.window.count > perAddress.max) {
      throw tooMany('이 네트워크에서 로그인 실패가', secondsUntil(byAddress.window.resetAt, at));
    }
    // The contract has already trimmed and lowercased the email, as the dealer lookup matches it.
    const byEmailAndAddress = await this.count(
      `${this.kind}:email-address:${email}:${address}`,
      perEmailAndAddress,
      at,
    );
    if (byEmailAndAddress.window.count > perEmailAndAddress.max) {
      throw refusedUntil(
        `이 이메일로 로그인에 ${perEmailAndAddress.max}번 실패했어요.`,
        secondsUntil(byEmailAndAddress.window.resetAt, at),
      );
    }
    if (await this.isKnownAddress(email, address)) return { byAddress, byEmailAndAddress };
    const { windowMs, ...pacing } = this.limits.sellerLoginPacePerEmail;
    const emailKey = `${this.kind}:email:${email}`;
    const paced = await this.store.pace(emailKey, windowMs, at, pacing);
    if (!paced.admitted) {
      await Promise.all([this.forgive(byAddress), this.forgive(byEmailAndAddress)]);
      throw refusedUntil(
        '여러 곳에서 이 이메일로 로그인에 실패하고 있어서 잠시 기다려야 해요.',
        secondsUntil(paced.retryAt, at),
      );
    }
    const byEmail = { key: emailKey, window: { count: paced.count, resetAt: paced.resetAt } };
    return { byAddress, byEmailAndAddress, byEmail };
  }

  async succeeded({ byAddress, byEmailAndAddress, byEmail }: LoginAttempt): Promise<void> {
    await Promise.all([
      this.forgive(byAddress),
      this.store.clear(byEmailAndAddress.key, byEmailAndAddress.window.resetAt),
      byEmail && this.forgive(byEmail),
    ]);
  }

  private async count(key: string, limit: { windowMs: number }, at: number) {
    return { key, window: await this.store.hit(key, limit.windowMs, at) };
  }

  private forgive({ key, window }: CountedWindow) {
    return this.store.forgive(key, window.resetAt);
  }
}
