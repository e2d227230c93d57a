import type { Database } from '../../db/database';
import {
  DevelopmentPushOutbox,
  PlatformPushSender,
  PushDeliveryError,
  type PushSender,
  type SentPush,
} from '../../edges/push-sender';
import { isAdmittedPushEndpoint, WebPushSender, type VapidKeys } from '../../edges/web-push-sender';
import { developmentVapidKeys } from './vapid-keys';

/** How this server sends pushes; each part left out has its development stand-in (never in production). */
export interface PushOptions {
  /** The configured VAPID keys. Without them: the development pair outside production, none in production. */
  vapid?: VapidKeys;
  /** FCM for the wrappers' devices (`FcmSender`). Without it: the development outbox outside production. */
  app?: PushSender;
  webPushTimeoutMs?: number;
  /**
   * Push services a test stands up on this machine (`http://127.0.0.1:<port>`), which subscriptions
   * may name beside the browsers' own. Only tests pass them; nothing defaults to them.
   */
  testServiceOrigins?: readonly string[];
}

/** The contact of the development key pair: push services may write to whoever runs the server. */
export const developmentVapidSubject = 'mailto:dev@quotemarket.kr';

export interface PushDelivery {
  sender: PushSender;
  /** What browsers subscribe with; null when this server sends no web push. */
  webPushPublicKey: string | null;
  /** Present when the wrappers' pushes go to the development outbox. */
  outbox: DevelopmentPushOutbox | undefined;
  /** Whether a browser's subscription may name this endpoint (`isAdmittedPushEndpoint`). */
  admitsEndpoint: (endpoint: string) => boolean;
}

/** Production without FCM credentials: the wrappers' pushes fail, recorded in the queue. */
const fcmMissing: PushSender = {
  async send() {
    throw new PushDeliveryError('FCM is not configured (FCM_SERVICE_ACCOUNT)', false);
  },
};

/**
 * Web devices go to Web Push, with the configured keys or (outside production) the development
 * pair kept in the database, so a browser on a development server really receives its pushes.
 * Production without keys sends no web push and tells browsers so (a null public key). App devices
 * go to FCM when configured, else to the development outbox.
 */
export async function createPushDelivery(input: {
  db: Database;
  /** Production never falls back to a development stand-in. */
  production: boolean;
  options: PushOptions;
  now: () => Date;
  logOutbox: (push: SentPush) => void;
}): Promise<PushDelivery> {
  const { production, options } = input;
  const vapid =
    options.vapid ??
    (production ? undefined : await developmentVapidKeys(input.db, developmentVapidSubject));
  const outbox =
    options.app || production ? undefined : new DevelopmentPushOutbox(input.logOutbox, input.now);
  const testServiceOrigins = options.testServiceOrigins ?? [];
  const web =
    vapid &&
    new WebPushSender(vapid, {
      testServiceOrigins,
      ...(options.webPushTimeoutMs && { timeoutMs: options.webPushTimeoutMs }),
    });
  return {
    sender: new PlatformPushSender({ web, app: options.app ?? outbox ?? fcmMissing }),
    webPushPublicKey: vapid?.publicKey ?? null,
    outbox,
    admitsEndpoint: (endpoint) => isAdmittedPushEndpoint(endpoint, testServiceOrigins),
  };
}
