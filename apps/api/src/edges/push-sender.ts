import type { PushPayload } from '@quotemarket/contract';
import type { devicePlatforms } from '@quotemarket/contract';

export type DevicePlatform = (typeof devicePlatforms)[number];

/** One registered device: its platform and what it registered (FCM token, or web subscription JSON). */
export interface PushTarget {
  platform: DevicePlatform;
  token: string;
}

/**
 * Sends one notification to one device; resolves once the push service accepted it. Throws
 * `PushTargetGoneError` when the device can never be reached again, `PushDeliveryError` otherwise.
 */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<void>;
}

/**
 * The push service says this registration is over (an expired or withdrawn web subscription, an
 * uninstalled app), or it was never usable: the device is forgotten, not tried again.
 */
export class PushTargetGoneError extends Error {
  override name = 'PushTargetGoneError';
}

/**
 * The push service refused the message or could not be reached. `retryable`: a later try may
 * succeed (a timeout, 429, 5xx); `retryAfterMs`: how long the service asked us to wait.
 */
export class PushDeliveryError extends Error {
  override name = 'PushDeliveryError';

  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Milliseconds from a `Retry-After` header (seconds, or an HTTP date); undefined without one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface SentPush {
  platform: DevicePlatform;
  deviceToken: string;
  payload: PushPayload;
  sentAt: Date;
}

const outboxLimit = 100;

/**
 * The app wrappers' pushes on a server without FCM credentials: logged and the last hundred kept
 * for the development outbox endpoint. Never used in production.
 */
export class DevelopmentPushOutbox implements PushSender {
  private readonly sent: SentPush[] = [];

  constructor(
    private readonly log: (push: SentPush) => void,
    private readonly now: () => Date,
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<void> {
    const push = {
      platform: target.platform,
      deviceToken: target.token,
      payload,
      sentAt: this.now(),
    };
    this.log(push);
    this.sent.unshift(push);
    this.sent.length = Math.min(this.sent.length, outboxLimit);
  }

  /** Newest first. */
  outbox(): SentPush[] {
    return [...this.sent];
  }
}

/**
 * Web devices to Web Push, the wrappers' devices to FCM (or the development outbox). Without web
 * push (production without VAPID keys) a web device's message fails without retries.
 */
export class PlatformPushSender implements PushSender {
  constructor(private readonly senders: { web: PushSender | undefined; app: PushSender }) {}

  async send(target: PushTarget, payload: PushPayload): Promise<void> {
    if (target.platform !== 'web') return this.senders.app.send(target, payload);
    if (!this.senders.web) {
      throw new PushDeliveryError('web push is not configured (VAPID keys)', false);
    }
    return this.senders.web.send(target, payload);
  }
}
