import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultFcmApiBase, type FcmServiceAccount, type FcmSettings } from './edges/fcm-sender';
import { defaultProviderBases, type SocialProviderSettings } from './edges/social-verifier';
import type { VapidKeys } from './edges/web-push-sender';
import { developmentVapidSubject } from './domain/notifications/delivery';
import {
  businessRegistrationNumberProblem,
  demoCompanyInfo,
  formatBusinessRegistrationNumber,
  type CompanyInfo,
} from '@quotemarket/contract';

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// Fastify ignores a hop count (it cannot tell whether the nearest hop is a proxy at all), so a
// number is refused here rather than silently trusting nobody.
const trustProxyError =
  "must be true, false or a comma-separated list of the proxies' addresses (CIDR allowed; a hop count is not supported)";

/** An address or range proxy-addr understands: `10.0.0.1`, `10.0.0.0/8`, `::1`, `loopback`. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's `trustProxy`: true (whoever connects is a proxy) or the proxies' addresses. */
const trustProxy = z.string().transform((value, context): boolean | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({ code: 'custom', message: trustProxyError });
  return z.NEVER;
});

/** A P-256 key in base64url without padding, of `bytes` bytes (65: public, 32: private). */
const vapidKey = (bytes: number, what: string) =>
  z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be the base64url ${what} of a P-256 VAPID key pair (as web-push generate-vapid-keys prints it)`,
    );

const companyText = z.string().trim().min(1).max(200, 'must be at most 200 characters');

/** The company details' variables (docs/configuration.md); production requires them all. */
const companyVariables = {
  COMPANY_NAME: companyText.optional(),
  COMPANY_REPRESENTATIVE: companyText.optional(),
  COMPANY_REGISTRATION_NUMBER: z
    .string()
    .refine(
      (value) => businessRegistrationNumberProblem(value) === null,
      'must be a 사업자등록번호 with a valid check digit, like 220-81-62517',
    )
    .transform(formatBusinessRegistrationNumber)
    .optional(),
  COMPANY_MAIL_ORDER_NUMBER: companyText.optional(),
  COMPANY_ADDRESS: companyText.optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\d{2,4}-\d{3,4}(-\d{4})?$/, 'must be a phone number like 1588-0000 or 02-123-4567')
    .optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  SUPPORT_HOURS: companyText.optional(),
  PRIVACY_OFFICER_NAME: companyText.optional(),
  PRIVACY_OFFICER_POSITION: companyText.optional(),
  PRIVACY_OFFICER_CONTACT: companyText.optional(),
};
const companyVariableNames = Object.keys(companyVariables) as (keyof typeof companyVariables)[];

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(8080),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 200' })
    .int({ error: 'must be a whole number from 1 to 200' })
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WEB_RENDERER: z.string().min(1).optional(),
  SELLER_DIST_DIR: z.string().min(1).optional(),
  SELLER_RENDERER: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALLOW_DEV_LOGIN: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  TRUST_PROXY: trustProxy.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  DEMO_DATA: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  KAKAO_APP_ID: z.string().min(1).optional(),
  KAKAO_API_BASE: httpUrl.default(defaultProviderBases.kakao),
  KAKAO_REST_API_KEY: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_AUTH_BASE: httpUrl.default(defaultProviderBases.kakaoAuth),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  NAVER_API_BASE: httpUrl.default(defaultProviderBases.naver),
  NAVER_AUTH_BASE: httpUrl.default(defaultProviderBases.naverAuth),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_API_BASE: httpUrl.default(defaultProviderBases.google),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_AUTH_BASE: httpUrl.default(defaultProviderBases.apple),
  SMS_PROVIDER_URL: httpUrl.optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_NUMBER: z
    .string()
    .regex(/^\d{8,12}$/, 'must be 8–12 digits')
    .optional(),
  VAPID_PUBLIC_KEY: vapidKey(65, 'public key').optional(),
  VAPID_PRIVATE_KEY: vapidKey(32, 'private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  FCM_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'must be a Firebase project id')
    .optional(),
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  FCM_API_BASE: httpUrl.default(defaultFcmApiBase),
  TEST_PUSH_SERVICE_ORIGIN: httpUrl.optional(),
  ...companyVariables,
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config {
  env: RawConfig['NODE_ENV'];
  host: string;
  port: number;
  logLevel: RawConfig['LOG_LEVEL'];
  dataDir: string;
  database:
    { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  uploadsDir: string;
  /** Where the built buyer app lives; the server answers `/` from it when it exists. */
  webDistDir: string;
  /** The buyer app's server build, which renders its public pages (docs/decisions/0009). */
  webRenderer: string;
  sellerDistDir: string;
  /** The console's server build, which renders its inbox for a signed-in dealer (decision 0013). */
  sellerRenderer: string;
  /** Where the built operator console lives; the server answers `/admin/` from it when it exists. */
  adminDistDir: string;
  /** Set in production; elsewhere a generated secret is kept in DATA_DIR (see auth/secret.ts). */
  jwtSecret: string | undefined;
  /** Developer login for non-localhost callers too (never in production). */
  allowDevLogin: boolean;
  /**
   * Whether an empty database gets the demo stores, buyers and accounts: on by default outside
   * production, never in production (their passwords are in the README).
   */
  demoData: boolean;
  /** Social providers that are set up; the others answer 503. */
  social: SocialProviderSettings;
  /** Which proxies' X-Forwarded-For is believed (Fastify's `trustProxy`); false: none. */
  trustProxy: boolean | string[];
  /** Where the abuse limits count when several processes share them; the database without it. */
  redisUrl: string | undefined;
  /** The SMS gateway; without it, codes go to the development outbox (never in production). */
  sms: { url: string; apiKey: string; from: string } | undefined;
  push: {
    /**
     * Web Push's keys. Without them: a development pair kept in the database outside production,
     * no web push in production (the public key endpoint answers null).
     */
    vapid: VapidKeys | undefined;
    /** FCM for the app wrappers; without it their pushes go to the development outbox. */
    fcm: FcmSettings | undefined;
    /** A push service a test stands up, which subscriptions may name (NODE_ENV=test only). */
    testServiceOrigins: string[];
  };
  /** Who runs the service (every page's footer, the privacy policy): the demo's outside production. */
  company: CompanyInfo;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once, at start; a bad value becomes one readable line, never a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv, packageRoot: string): Config {
  // An empty variable (`PORT=`) means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const raw = parsed.data;
  if (raw.NODE_ENV === 'production' && !raw.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  if (
    raw.NODE_ENV === 'production' &&
    !(raw.SMS_PROVIDER_URL && raw.SMS_API_KEY && raw.SMS_SENDER_NUMBER)
  ) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER_URL, SMS_API_KEY and SMS_SENDER_NUMBER are required when NODE_ENV=production',
    );
  }
  // The gateway receives the API key and every verification code: never in the clear.
  if (raw.NODE_ENV === 'production' && raw.SMS_PROVIDER_URL?.startsWith('http:')) {
    throw new ConfigError(
      `Invalid configuration: SMS_PROVIDER_URL="${raw.SMS_PROVIDER_URL}" must be an https: URL when NODE_ENV=production`,
    );
  }
  if (raw.NODE_ENV === 'production' && raw.DEMO_DATA === 'true') {
    throw new ConfigError(
      'Invalid configuration: DEMO_DATA=true is refused when NODE_ENV=production (the demo accounts have published passwords)',
    );
  }
  const missingCompanyDetails = companyVariableNames.filter((name) => raw[name] === undefined);
  if (raw.NODE_ENV === 'production' && missingCompanyDetails.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missingCompanyDetails.join(', ')} ${missingCompanyDetails.length === 1 ? 'is' : 'are'} required when NODE_ENV=production (the company details every page shows; see docs/configuration.md)`,
    );
  }
  // The Naver login is a code exchange: an id without its secret could never finish one.
  if (Boolean(raw.NAVER_CLIENT_ID) !== Boolean(raw.NAVER_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: NAVER_CLIENT_ID and NAVER_CLIENT_SECRET must be set together',
    );
  }
  if (raw.KAKAO_REST_API_KEY && !raw.KAKAO_APP_ID) {
    throw new ConfigError('Invalid configuration: KAKAO_REST_API_KEY needs KAKAO_APP_ID');
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  const push = pushSettings(raw);
  return {
    env: raw.NODE_ENV,
    host: raw.HOST,
    port: raw.PORT,
    logLevel: raw.LOG_LEVEL,
    dataDir,
    database: raw.DATABASE_URL
      ? { kind: 'postgres', url: raw.DATABASE_URL, poolSize: raw.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.resolve(raw.WEB_DIST_DIR ?? path.join(packageRoot, '..', 'app', 'dist')),
    webRenderer: path.resolve(
      raw.WEB_RENDERER ?? path.join(packageRoot, '..', 'app', 'dist-server', 'renderPage.js'),
    ),
    sellerDistDir: path.resolve(
      raw.SELLER_DIST_DIR ?? path.join(packageRoot, '..', 'seller', 'dist'),
    ),
    sellerRenderer: path.resolve(
      raw.SELLER_RENDERER ??
        path.join(packageRoot, '..', 'seller', 'dist-server', 'renderConsolePage.js'),
    ),
    adminDistDir: path.resolve(raw.ADMIN_DIST_DIR ?? path.join(packageRoot, '..', 'admin', 'dist')),
    jwtSecret: raw.JWT_SECRET,
    allowDevLogin: raw.ALLOW_DEV_LOGIN === 'true',
    demoData: raw.DEMO_DATA ? raw.DEMO_DATA === 'true' : raw.NODE_ENV !== 'production',
    social: socialSettings(raw),
    trustProxy: raw.TRUST_PROXY ?? false,
    redisUrl: raw.REDIS_URL,
    sms:
      raw.SMS_PROVIDER_URL && raw.SMS_API_KEY && raw.SMS_SENDER_NUMBER
        ? { url: raw.SMS_PROVIDER_URL, apiKey: raw.SMS_API_KEY, from: raw.SMS_SENDER_NUMBER }
        : undefined,
    push,
    company: companySettings(raw),
  };
}

/** The configured company details; outside production, the demo's where one is not set. */
function companySettings(raw: RawConfig): CompanyInfo {
  const demo = demoCompanyInfo;
  return {
    companyName: raw.COMPANY_NAME ?? demo.companyName,
    representative: raw.COMPANY_REPRESENTATIVE ?? demo.representative,
    businessRegistrationNumber: raw.COMPANY_REGISTRATION_NUMBER ?? demo.businessRegistrationNumber,
    mailOrderSalesNumber: raw.COMPANY_MAIL_ORDER_NUMBER ?? demo.mailOrderSalesNumber,
    address: raw.COMPANY_ADDRESS ?? demo.address,
    customerCenter: {
      phone: raw.SUPPORT_PHONE ?? demo.customerCenter.phone,
      email: raw.SUPPORT_EMAIL ?? demo.customerCenter.email,
      hours: raw.SUPPORT_HOURS ?? demo.customerCenter.hours,
    },
    privacyOfficer: {
      name: raw.PRIVACY_OFFICER_NAME ?? demo.privacyOfficer.name,
      position: raw.PRIVACY_OFFICER_POSITION ?? demo.privacyOfficer.position,
      contact: raw.PRIVACY_OFFICER_CONTACT ?? demo.privacyOfficer.contact,
    },
  };
}

/** The service account key: the JSON itself, or the path of its file. */
function readServiceAccount(value: string): FcmServiceAccount {
  let text = value;
  if (!value.trimStart().startsWith('{')) {
    try {
      text = readFileSync(path.resolve(value), 'utf8');
    } catch {
      throw new ConfigError(
        `Invalid configuration: FCM_SERVICE_ACCOUNT="${value}" is neither JSON nor a readable file`,
      );
    }
  }
  const account = z
    .object({
      client_email: z.string().min(1),
      private_key: z.string().includes('PRIVATE KEY'),
      token_uri: z.url({ protocol: /^https?$/ }).optional(),
      project_id: z.string().optional(),
    })
    .safeParse(
      (() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return undefined;
        }
      })(),
    );
  if (!account.success) {
    throw new ConfigError(
      'Invalid configuration: FCM_SERVICE_ACCOUNT must be a Google service account key (JSON with client_email and private_key)',
    );
  }
  return account.data;
}

function pushSettings(raw: RawConfig): Config['push'] {
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  if (raw.NODE_ENV === 'production' && raw.VAPID_PUBLIC_KEY && !raw.VAPID_SUBJECT) {
    throw new ConfigError(
      'Invalid configuration: VAPID_SUBJECT (mailto: or https:) is required with the VAPID keys when NODE_ENV=production',
    );
  }
  const vapid =
    raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
      ? {
          publicKey: raw.VAPID_PUBLIC_KEY,
          privateKey: raw.VAPID_PRIVATE_KEY,
          subject: raw.VAPID_SUBJECT ?? developmentVapidSubject,
        }
      : undefined;
  // The server sends to any address a subscription names on this origin: a test's stand-in only.
  if (raw.TEST_PUSH_SERVICE_ORIGIN && raw.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration: TEST_PUSH_SERVICE_ORIGIN is for tests only (NODE_ENV=test)',
    );
  }
  if (raw.FCM_PROJECT_ID && !raw.FCM_SERVICE_ACCOUNT) {
    throw new ConfigError('Invalid configuration: FCM_PROJECT_ID needs FCM_SERVICE_ACCOUNT');
  }
  const serviceAccount = raw.FCM_SERVICE_ACCOUNT && readServiceAccount(raw.FCM_SERVICE_ACCOUNT);
  const projectId = raw.FCM_PROJECT_ID ?? (serviceAccount ? serviceAccount.project_id : undefined);
  if (serviceAccount && !projectId) {
    throw new ConfigError(
      'Invalid configuration: FCM_PROJECT_ID is required when the service account names no project_id',
    );
  }
  return {
    vapid,
    fcm:
      serviceAccount && projectId
        ? { projectId, serviceAccount, apiBase: raw.FCM_API_BASE }
        : undefined,
    testServiceOrigins: raw.TEST_PUSH_SERVICE_ORIGIN
      ? [new URL(raw.TEST_PUSH_SERVICE_ORIGIN).origin]
      : [],
  };
}

function socialSettings(raw: RawConfig): SocialProviderSettings {
  return {
    ...(raw.KAKAO_APP_ID && {
      kakao: {
        appId: raw.KAKAO_APP_ID,
        apiBase: raw.KAKAO_API_BASE,
        ...(raw.KAKAO_REST_API_KEY && {
          code: {
            restApiKey: raw.KAKAO_REST_API_KEY,
            clientSecret: raw.KAKAO_CLIENT_SECRET,
            authBase: raw.KAKAO_AUTH_BASE,
          },
        }),
      },
    }),
    ...(raw.NAVER_CLIENT_ID &&
      raw.NAVER_CLIENT_SECRET && {
        naver: {
          clientId: raw.NAVER_CLIENT_ID,
          clientSecret: raw.NAVER_CLIENT_SECRET,
          authBase: raw.NAVER_AUTH_BASE,
          apiBase: raw.NAVER_API_BASE,
        },
      }),
    ...(raw.GOOGLE_CLIENT_ID && {
      google: { clientId: raw.GOOGLE_CLIENT_ID, apiBase: raw.GOOGLE_API_BASE },
    }),
    ...(raw.APPLE_CLIENT_ID && {
      apple: { clientId: raw.APPLE_CLIENT_ID, authBase: raw.APPLE_AUTH_BASE },
    }),
  };
}
