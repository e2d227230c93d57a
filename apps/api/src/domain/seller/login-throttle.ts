import { sellerLoginMaxFailures, sellerLoginWindowMinutes } from '@quotemarket/contract';

/** Beyond this many tracked emails, emails with no failure left in the window are forgotten. */
const pruneAbove = 10_000;

/**
 * Slows password guessing for one dealer email: after `maxFailures` failed logins within the
 * window, further attempts are refused until the oldest failure leaves the window.
 *
 * In memory, per app instance, on purpose: the API runs as one Node process (docs/architecture.md),
 * scrypt already makes each guess slow, and forgetting the counts on a restart only lifts a
 * temporary block. Running several instances behind a load balancer would need a shared store.
 *
 * An attempt is counted as a failure when it starts and forgiven when it succeeds, so a burst of
 * parallel guesses cannot all slip in before the first of them has failed.
 */
export class SellerLoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => Date,
    private readonly maxFailures = sellerLoginMaxFailures,
    private readonly windowMs = sellerLoginWindowMinutes * 60_000,
  ) {}

  /** False when the email is blocked; otherwise records the attempt and lets it through. */
  admit(email: string): boolean {
    const current = this.now().getTime();
    const recent = this.recentFailures(email, current);
    if (recent.length >= this.maxFailures) return false;
    this.failures.set(email, [...recent, current]);
    if (this.failures.size > pruneAbove) this.prune(current);
    return true;
  }

  /** A correct password: the email starts over. */
  succeeded(email: string): void {
    this.failures.delete(email);
  }

  private recentFailures(email: string, current: number): number[] {
    return (this.failures.get(email) ?? []).filter((at) => current - at < this.windowMs);
  }

  private prune(current: number): void {
    for (const email of this.failures.keys()) {
      if (this.recentFailures(email, current).length === 0) this.failures.delete(email);
    }
  }
}
