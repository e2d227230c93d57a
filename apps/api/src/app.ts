import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  demoCompanyInfo,
  profileImageMaxBytes,
  type PageRendererModule,
} from '@quotemarket/contract';
import { deriveKey, keyPurposes } from './auth/secret';
import { OperatorSessions } from './auth/operator-sessions';
import { RequestAuthReader } from './auth/request-auth';
import { TokenService } from './auth/tokens';
import { ChangeFeed } from './db/change-feed';
import { AnswerCache } from './http/answer-cache';
import { BuyerWishlists } from './domain/catalog/wishlist';
import { QuoteWindowClock } from './domain/quotations/window-clock';
import type { DatabaseHandle } from './db/database';
import { ProductViewCounter } from './domain/catalog/product-views';
import { QuoteEventHub, quoteEventChannel } from './domain/events/quote-events';
import type { AppDeps, AppSettings } from './deps';
import { defaultRateLimits, type RateLimitSettings } from './domain/shared/rate-limits';
import { LocalFileStorage, type FileStorage } from './edges/file-storage';
import { MemoryRateLimitStore } from './edges/memory-rate-limit-store';
import { DatabaseRateLimitStore, type RateLimitStore } from './edges/rate-limit-store';
import { DevelopmentSmsSender, type SmsSender } from './edges/sms-sender';
import { HttpSocialVerifier, type SocialVerifier } from './edges/social-verifier';
import { earlyErrorHandlers, registerErrorHandling } from './http/error-handler';
import { registerTextGuard } from './http/text-guard';
import { installKoreanValidationMessages } from './http/validation-messages';
import { createEventStreamMount } from './http/event-streams';
import { createFileDownloadMount } from './http/file-downloads';
import { registerApiRateLimit } from './http/rate-limits';
import { createMount } from './http/router';
import {
  documentOnlyHeaderNames,
  registerSecurityHeaders,
  securityHeaders,
} from './http/security-headers';
import { seedAssetsDir } from './paths';
import { routeModules } from './routes';
import { eventStreamRoutes } from './routes/events';
import { dealDocumentPdfRoutes } from './routes/deal-documents';
import { registerDocs } from './web/docs';
import type { PeriodicJobOptions } from './jobs/periodic-job';
import { startRetentionJob } from './jobs/retention';
import { startPushDrainer, type PushDrainerOptions } from './jobs/push-drainer';
import { startClosingReminderJob } from './jobs/closing-reminders';
import { startExpiredRequestJob } from './jobs/expired-requests';
import { createPushDelivery, type PushOptions } from './domain/notifications/delivery';
import {
  adminConsolePrefix,
  registerMedia,
  registerWebApps,
  sellerConsolePrefix,
} from './web/static-files';
import {
  capConnectionsPerAddress,
  defaultConnectionLimits,
  requestArrivalLimits,
  trustedProxyTest,
  type ConnectionLimits,
} from './http/connection-limits';

const viewFlushIntervalMs = 1000;
/** Kept API answers: a few thousand catalogue pages and signed-in callers' recent reads. */
const answerCacheLimits = { max: 20_000, ttlMs: 60_000 };

// Validation messages name the field in Korean 해요체, so a 400 can be shown to the user as it is.
installKoreanValidationMessages();

export interface AppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The built buyer app, served at `/`; omitted in API-only tests. */
  webDistDir?: string;
  /** Renders the buyer app's public pages on the server; without it the browser renders them. */
  webRenderer?: PageRendererModule;
  /** The built dealer console, served at `/seller/`; omitted in API-only tests. */
  sellerDistDir?: string;
  /** Renders the console's inbox for a signed-in dealer; without it the browser renders it. */
  sellerRenderer?: PageRendererModule;
  /** The built operator console, served at `/admin/` (rendered in the browser); omitted in API-only tests. */
  adminDistDir?: string;
  /** Omitted in tests: a random one per app. */
  jwtSecret?: string;
  now?: () => Date;
  /** Each limit given replaces its default (tests use small ones). */
  settings?: Partial<
    Omit<AppSettings, 'rateLimits' | 'connectionLimits'> & {
      rateLimits: Partial<RateLimitSettings>;
      connectionLimits: Partial<ConnectionLimits>;
    }
  >;
  /**
   * Which proxies' X-Forwarded-For names the client (Fastify's `trustProxy`); none by default, so
   * the header cannot be used to pass for someone else.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Where the abuse limits count; the app's database when omitted. */
  rateLimitStore?: RateLimitStore;
  /** A real gateway; without one, codes go to the development outbox. */
  sms?: SmsSender;
  social?: SocialVerifier;
  /** Where uploads are stored and served from; a fresh temporary folder when omitted. */
  uploadsDir?: string;
  files?: FileStorage;
  /**
   * Deletes records past the privacy policy's retention periods on a timer (hourly by default).
   * The server passes it; tests leave it out and run the job themselves.
   */
  retentionJob?: PeriodicJobOptions;
  /** How pushes are sent; development stand-ins for what is left out (domain/notifications/delivery.ts). */
  push?: PushOptions;
  /**
   * Sends the queued push notifications from this process. The server passes it (every API process
   * drains); tests that send pass their own, the others leave the queue alone.
   */
  pushDrainer?: PushDrainerOptions;
  /** Reminds buyers of quote windows closing within the hour, every minute; the server passes it. */
  closingReminderJob?: PeriodicJobOptions;
  /**
   * Tells the bidders of requests that expired unselected, every half minute; the server passes it,
   * tests run the round themselves.
   */
  expiredRequestJob?: PeriodicJobOptions;
}

/**
 * Where the abuse limits count without Redis: the embedded database serves one process, so its
 * counts stay in memory; PostgreSQL may serve several API processes, which share them there.
 */
function defaultRateLimitStore(database: DatabaseHandle): RateLimitStore {
  return database.kind === 'pglite'
    ? new MemoryRateLimitStore()
    : new DatabaseRateLimitStore(database.db);
}

export async function buildApp(options: AppOptions) {
  const { database, logger = false, webDistDir, sellerDistDir, adminDistDir } = options;
  const now = options.now ?? (() => new Date());
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('base64url');
  const uploadsDir =
    options.uploadsDir ??
    path.join(os.tmpdir(), `quotemarket-uploads-${randomBytes(6).toString('hex')}`);

  const headers = securityHeaders({ production: options.settings?.env === 'production' });
  const app = Fastify({
    logger,
    requestIdHeader: 'x-request-id',
    trustProxy: options.trustProxy ?? false,
    requestTimeout: requestArrivalLimits.requestTimeout,
    http: {
      headersTimeout: requestArrivalLimits.headersTimeout,
      connectionsCheckingInterval: requestArrivalLimits.connectionsCheckingInterval,
    },
    ...earlyErrorHandlers(headers),
  });
  const connectionLimits = {
    ...defaultConnectionLimits,
    ...options.settings?.connectionLimits,
  };
  capConnectionsPerAddress(
    app.server,
    connectionLimits.connectionsPerAddress,
    trustedProxyTest(options.trustProxy),
  );
  const smsOutbox = options.sms
    ? undefined
    : new DevelopmentSmsSender(
        (message) => app.log.info({ phone: message.phone, code: message.code }, 'development SMS'),
        now,
      );
  const changes = await ChangeFeed.start(database);
  const tokens = new TokenService(database.db, jwtSecret, now);
  const env = options.settings?.env ?? 'test';
  const push = await createPushDelivery({
    db: database.db,
    production: env === 'production',
    options: options.push ?? {},
    now,
    logOutbox: (sent) =>
      app.log.info({ platform: sent.platform, payload: sent.payload }, 'development push'),
  });
  const deps: AppDeps = {
    db: database.db,
    now,
    tokens,
    auth: new RequestAuthReader(database.db, tokens, now, changes),
    operatorSessions: new OperatorSessions(database.db, jwtSecret, now),
    changes,
    answers: new AnswerCache(changes, { ...answerCacheLimits, now }),
    windows: new QuoteWindowClock(database.db, changes, now),
    wishlists: new BuyerWishlists(database.db, changes, now),
    settings: {
      env: 'test',
      allowDevLogin: false,
      demoData: options.settings?.env !== 'production',
      company: demoCompanyInfo,
      ...options.settings,
      rateLimits: { ...defaultRateLimits, ...options.settings?.rateLimits },
      connectionLimits,
    },
    sms: options.sms ?? smsOutbox!,
    smsOutbox,
    social: options.social ?? new HttpSocialVerifier({}),
    files: options.files ?? new LocalFileStorage(uploadsDir),
    codePepper: deriveKey(jwtSecret, keyPurposes.smsCode),
    views: new ProductViewCounter(database.db),
    events: new QuoteEventHub(),
    rateLimitStore: options.rateLimitStore ?? defaultRateLimitStore(database),
    push: { ...push, drainer: undefined },
  };
  const stopListening = await database.listen(
    quoteEventChannel,
    (payload) => changes.afterCatchingUp(() => deps.events.deliver(payload)),
    () => deps.events.missedEvents(),
  );
  const viewFlush = setInterval(() => {
    deps.views
      .flush()
      .catch((error: unknown) => app.log.error({ err: error }, 'storing product views failed'));
  }, viewFlushIntervalMs);
  viewFlush.unref();
  const retention =
    options.retentionJob &&
    startRetentionJob({ db: database.db, now, log: app.log }, options.retentionJob);
  const closingReminders =
    options.closingReminderJob &&
    startClosingReminderJob({ db: database.db, now, log: app.log }, options.closingReminderJob);
  const expiredRequests =
    options.expiredRequestJob &&
    startExpiredRequestJob({ db: database.db, now, log: app.log }, options.expiredRequestJob);
  deps.push.drainer =
    options.pushDrainer &&
    (await startPushDrainer(
      { db: database.db, listen: database.listen, sender: push.sender, now, log: app.log },
      options.pushDrainer,
    ));
  if (env === 'production' && !push.webPushPublicKey) {
    app.log.warn('web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
  }
  app.addHook('onClose', async () => {
    await retention?.stop();
    await closingReminders?.stop();
    await expiredRequests?.stop();
    // Sends in flight finish and their outcomes are written before the database closes.
    await deps.push.drainer?.stop();
    clearInterval(viewFlush);
    await deps.views.flush();
    await stopListening();
    await changes.stop();
  });
  // A write is answered once its change announcements are back here, so the caller's next read
  // (to this process) never meets an answer kept from before it.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await changes.barrier();
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, headers);
  registerTextGuard(app);
  await registerApiRateLimit(app, {
    store: deps.rateLimitStore,
    limit: deps.settings.rateLimits.api,
    now,
  });
  // The page session's cookie (auth/page-session.ts); nothing under /api reads cookies.
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: profileImageMaxBytes, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: true,
  });
  await registerDocs(app);

  app.get(
    '/api/health',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (_request, reply) => {
      await database.db.execute('select 1');
      return reply.send({ status_code: 200, message: 'OK', data: { database: database.kind } });
    },
  );
  const mount = createMount(app, deps);
  for (const routeModule of routeModules) routeModule(mount, deps);
  eventStreamRoutes(createEventStreamMount(app, deps), deps);
  dealDocumentPdfRoutes(createFileDownloadMount(app, deps), deps);

  await registerMedia(app, seedAssetsDir, uploadsDir);
  const [servesWebApp = false, servesSellerApp = false, servesAdminApp = false] =
    await registerWebApps(
      app,
      [
        { prefix: '/', distDir: webDistDir, renderer: options.webRenderer, session: 'buyer' },
        {
          prefix: sellerConsolePrefix,
          distDir: sellerDistDir,
          renderer: options.sellerRenderer,
          session: 'seller',
        },
        { prefix: adminConsolePrefix, distDir: adminDistDir },
      ],
      { auth: deps.auth, documentOnlyHeaders: documentOnlyHeaderNames(headers) },
    );
  app.decorate('servesWebApp', servesWebApp);
  app.decorate('servesSellerApp', servesSellerApp);
  app.decorate('servesAdminApp', servesAdminApp);
  app.decorate('deps', deps);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the built buyer app is served at `/` (it is not in API-only tests). */
    servesWebApp: boolean;
    /** Whether the built dealer console is served at `/seller/`. */
    servesSellerApp: boolean;
    /** Whether the built operator console is served at `/admin/`. */
    servesAdminApp: boolean;
    deps: AppDeps;
  }
}
