import type { RateLimitStore, WindowCount } from '../../edges/rate-limit-store';
import { secondsUntil, tooMany, type RateLimitSettings } from '../shared/rate-limits';

/** What `succeeded` needs to forgive the attempt: the windows it was counted in. */
export interface LoginAttempt {
  addressKey: string;
  byAddress: WindowCount;
  emailKey: string;
  byEmail: WindowCount;
}

/**
 * Slows password guessing at dealer logins: per email (one account tried from many addresses) and
 * per client address (many accounts tried from one), in the store every API process shares.
 *
 * An attempt is counted as a failure when it starts and forgiven when it succeeds, so a burst of
 * parallel guesses cannot all slip in before the first of them has failed. A success empties the
 * email's count (the dealer has proved the password) but takes only its own attempt back from the
 * address's, so logging in to one's own account does not make room for guesses at others.
 */
export class SellerLoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: Pick<
      RateLimitSettings,
      'sellerLoginPerAddress' | 'sellerLoginPerEmail'
    >,
    private readonly now: () => Date,
  ) {}

  /** Counts the attempt; a 429 saying when to retry when the address or the email is over. */
  async admit(email: string, address: string): Promise<LoginAttempt> {
    const { sellerLoginPerAddress: perAddress, sellerLoginPerEmail: perEmail } = this.limits;
    const at = this.now().getTime();
    const addressKey = `seller-login:address:${address}`;
    const byAddress = await this.store.hit(addressKey, perAddress.windowMs, at);
    if (byAddress.count > perAddress.max) throw this.refusal(byAddress, at);
    // The contract has already trimmed and lowercased the email, as the dealer lookup matches it.
    const emailKey = `seller-login:email:${email}`;
    const byEmail = await this.store.hit(emailKey, perEmail.windowMs, at);
    if (byEmail.count > perEmail.max) throw this.refusal(byEmail, at);
    return { addressKey, byAddress, emailKey, byEmail };
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.store.forgive(attempt.addressKey, attempt.byAddress.resetAt),
      this.store.clear(attempt.emailKey, attempt.byEmail.resetAt),
    ]);
  }

  private refusal(window: WindowCount, at: number) {
    return tooMany('로그인 시도가', secondsUntil(window.resetAt, at));
  }
}
