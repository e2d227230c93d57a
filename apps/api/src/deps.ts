import type { CompanyInfo } from '@quotemarket/contract';
import type { OperatorSessions } from './auth/operator-sessions';
import type { RequestAuthReader } from './auth/request-auth';
import type { TokenService } from './auth/tokens';
import type { ChangeFeed } from './db/change-feed';
import type { AnswerCache } from './http/answer-cache';
import type { BuyerWishlists } from './domain/catalog/wishlist';
import type { QuoteWindowClock } from './domain/quotations/window-clock';
import type { Database } from './db/database';
import type { FileStorage } from './edges/file-storage';
import type { RateLimitStore } from './edges/rate-limit-store';
import type { DevelopmentSmsSender, SmsSender } from './edges/sms-sender';
import type { ProductViewCounter } from './domain/catalog/product-views';
import type { SocialVerifier } from './edges/social-verifier';
import type { QuoteEventHub } from './domain/events/quote-events';
import type { RateLimitSettings } from './domain/shared/rate-limits';
import type { DevelopmentPushOutbox, PushSender } from './edges/push-sender';
import type { PushDrainer } from './jobs/push-drainer';
import type { ConnectionLimits } from './http/connection-limits';

/** Everything a route needs from the outside world, injected so tests can replace the edges. */
export interface AppDeps {
  db: Database;
  tokens: TokenService;
  /** Who is calling, from the token; sessions are kept until the database announces a change. */
  auth: RequestAuthReader;
  /** Operator sessions (the console at /admin): their own tokens, idle limit and access record. */
  operatorSessions: OperatorSessions;
  /** The database's change announcements, which every cache below listens to. */
  changes: ChangeFeed;
  /** Answers of the endpoints mounted with `cache`, kept until what they show changes. */
  answers: AnswerCache;
  /** When the next open quote window closes: answers listing open requests end then. */
  windows: QuoteWindowClock;
  /** Each signed-in buyer's wishlisted products, for the hearts on catalogue answers. */
  wishlists: BuyerWishlists;
  /** The clock every rule reads (deadlines, countdowns, "today"); tests move it. */
  now: () => Date;
  settings: AppSettings;
  sms: SmsSender;
  /** Present only when codes go to the development outbox instead of a gateway. */
  smsOutbox: DevelopmentSmsSender | undefined;
  social: SocialVerifier;
  files: FileStorage;
  /**
   * Keyed hashing of verification codes, so a leaked table alone does not reveal them; derived
   * from the app's secret for this purpose alone (auth/secret.ts).
   */
  codePepper: Buffer;
  /** Product views, counted in memory and stored every second. */
  views: ProductViewCounter;
  /** Quote events of every API process on this database, for the live streams. */
  events: QuoteEventHub;
  /** The abuse limits' counts, shared by every API process (the database, or Redis). */
  rateLimitStore: RateLimitStore;
  push: PushDeps;
}

/** Push notifications: how they leave this process (see domain/notifications). */
export interface PushDeps {
  /** Web Push for browsers, FCM or the development outbox for the app wrappers. */
  sender: PushSender;
  /** The VAPID public key browsers subscribe with; null when this server sends no web push. */
  webPushPublicKey: string | null;
  /** Present only when the wrappers' pushes go to the development outbox instead of FCM. */
  outbox: DevelopmentPushOutbox | undefined;
  /** Whether a browser's subscription may name this endpoint: a known push service (or a test's). */
  admitsEndpoint: (endpoint: string) => boolean;
  /** This process's drainer of the queue, when it runs one (the server does; most tests not). */
  drainer: PushDrainer | undefined;
}

export interface AppSettings {
  env: 'development' | 'production' | 'test';
  /** Developer login also for callers that are not on localhost (never in production). */
  allowDevLogin: boolean;
  /** The demo accounts are offered (never in production; config.ts). */
  demoData: boolean;
  /** Who runs the service, as configured (config.ts; the demo company outside production). */
  company: CompanyInfo;
  rateLimits: RateLimitSettings;
  connectionLimits: ConnectionLimits;
}
