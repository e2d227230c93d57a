import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { connectRedis, RedisRateLimitStore } from './edges/rate-limit-store';
import { FcmSender } from './edges/fcm-sender';
import { HttpSmsSender } from './edges/sms-sender';
import { HttpSocialVerifier } from './edges/social-verifier';
import { ConfigError, loadConfig, type Config } from './config';
import { openPreparedDatabase } from './prepared-database';
import { demoBuyerEmail, demoDealers, demoOperators } from './domain/accounts/demo-accounts';
import { packageRoot } from './paths';
import { docsPath } from './web/docs';
import { loadPageRenderer } from './web/page-rendering';

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env, packageRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfigOrExit();
  await mkdir(config.uploadsDir, { recursive: true });
  const { database, seeded } = await openPreparedDatabase(config);

  // Without Redis the limits count in the database, which every API process shares as well.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : await connectRedis(config.redisUrl, (error) =>
          process.stderr.write(`Redis connection failed: ${error.message}\n`),
        );
  const app = await buildApp({
    database,
    webDistDir: config.webDistDir,
    webRenderer: await loadPageRenderer(config.webRenderer),
    sellerDistDir: config.sellerDistDir,
    sellerRenderer: await loadPageRenderer(config.sellerRenderer),
    adminDistDir: config.adminDistDir,
    logger: { level: config.logLevel },
    jwtSecret: await resolveJwtSecret(config.jwtSecret, config.dataDir),
    settings: {
      env: config.env,
      allowDevLogin: config.allowDevLogin,
      demoData: config.demoData,
      company: config.company,
    },
    trustProxy: config.trustProxy,
    ...(redis && { rateLimitStore: new RedisRateLimitStore(redis) }),
    uploadsDir: config.uploadsDir,
    social: new HttpSocialVerifier(config.social),
    ...(config.sms && { sms: new HttpSmsSender(config.sms) }),
    // Login records and phone verifications past the privacy policy's periods, hourly.
    retentionJob: {},
    push: {
      ...(config.push.vapid && { vapid: config.push.vapid }),
      ...(config.push.fcm && { app: new FcmSender(config.push.fcm) }),
      testServiceOrigins: config.push.testServiceOrigins,
    },
    // Every process sends queued pushes and looks for closing windows (each safe beside others).
    pushDrainer: {},
    closingReminderJob: {},
    expiredRequestJob: {},
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const origin = `http://localhost:${config.port}`;
  const where =
    config.database.kind === 'pglite' ? config.database.dataDir : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    '견적마켓 is running',
    `  app:      ${app.servesWebApp ? `${origin}/` : '(not built: run `npm run build:product`)'}`,
    `  console:  ${app.servesSellerApp ? `${origin}/seller/` : '(not built: run `npm run build:product`)'}`,
    `  admin:    ${app.servesAdminApp ? `${origin}/admin/` : '(not built: run `npm run build:product`)'}`,
    `  api:      ${origin}/api/v1/…  ${origin}/api/v2/…`,
    `  docs:     ${origin}${docsPath}`,
    `  health:   ${origin}/api/health`,
    `  database: ${where}${seeded ? ' (seeded just now)' : ''}`,
    `  mode:     ${config.env}, demo data ${config.demoData ? 'on (DEMO_DATA=false turns it off)' : 'off'}`,
    `  push:     web ${app.deps.push.webPushPublicKey ? (config.push.vapid ? 'on' : 'on (development keys)') : 'off (VAPID keys not set)'}, ` +
      `apps ${config.push.fcm ? 'FCM' : app.deps.push.outbox ? `development outbox (${origin}/api/v2/dev/push-outbox)` : 'off (FCM not set)'}`,
    ...(!config.demoData
      ? []
      : [
          '',
          'Demo accounts (in a database seeded with demo data):',
          ...demoDealers.map(
            (dealer) => `  dealer:     ${origin}/seller/  ${dealer.email} / ${dealer.password}`,
          ),
          `  buyer:      developer login on localhost as ${demoBuyerEmail} (POST /api/v2/auth/sns-login)`,
          ...demoOperators.map(
            (operator) =>
              `  operator:   ${origin}/admin/  ${operator.email} / ${operator.password} (${operator.role}; the login page fills in the code)`,
          ),
        ]),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
