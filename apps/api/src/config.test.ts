import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const root = '/srv/quotemarket/apps/api';

/** Everything production requires besides what a test is about. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  SMS_PROVIDER_URL: 'https://sms.example.com',
  SMS_API_KEY: 'key',
  SMS_SENDER_NUMBER: '0215880000',
  COMPANY_NAME: '견적마켓 주식회사',
  COMPANY_REPRESENTATIVE: '홍길동',
  COMPANY_REGISTRATION_NUMBER: '220-81-62517',
  COMPANY_MAIL_ORDER_NUMBER: '제2026-서울강남-1234호',
  COMPANY_ADDRESS: '서울특별시 강남구 테헤란로 1',
  SUPPORT_PHONE: '1588-1234',
  SUPPORT_EMAIL: 'help@quotemarket.kr',
  SUPPORT_HOURS: '평일 10:00–18:00',
  PRIVACY_OFFICER_NAME: '김보호',
  PRIVACY_OFFICER_POSITION: '정보보호팀장',
  PRIVACY_OFFICER_CONTACT: 'privacy@quotemarket.kr',
};

describe('loadConfig', () => {
  it('defaults to port 8080 and an embedded database under ./.data', () => {
    const config = loadConfig({}, root);
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('.data', 'pglite'),
    });
    expect(config.uploadsDir).toBe(path.resolve('.data', 'uploads'));
    expect(config.webDistDir).toBe('/srv/quotemarket/apps/app/dist');
    expect(config.sellerDistDir).toBe('/srv/quotemarket/apps/seller/dist');
    expect(config.adminDistDir).toBe('/srv/quotemarket/apps/admin/dist');
    expect(config.sellerRenderer).toBe(
      '/srv/quotemarket/apps/seller/dist-server/renderConsolePage.js',
    );
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', PORT: '9000' }, root);
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1/db',
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', DATABASE_POOL_SIZE: '40' }, root)
        .database,
    ).toMatchObject({ poolSize: 40 });
    expect(config.port).toBe(9000);
  });

  describe('demo data', () => {
    it('is on outside production unless switched off, and off in production', () => {
      expect(loadConfig({}, root).demoData).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test' }, root).demoData).toBe(true);
      expect(loadConfig({ DEMO_DATA: 'false' }, root).demoData).toBe(false);
      expect(loadConfig(production, root).demoData).toBe(false);
      expect(loadConfig({ ...production, DEMO_DATA: 'false' }, root).demoData).toBe(false);
    });

    it('is refused in production even when asked for', () => {
      expect(() => loadConfig({ ...production, DEMO_DATA: 'true' }, root)).toThrow(
        'DEMO_DATA=true is refused when NODE_ENV=production',
      );
    });
  });

  describe('the SMS gateway', () => {
    it('is reached over https in production: a plain-http one is a configuration error, one line', () => {
      expect(loadConfig(production, root).sms?.url).toBe('https://sms.example.com');
      const plain = { ...production, SMS_PROVIDER_URL: 'http://sms.example.com/send' };
      expect(() => loadConfig(plain, root)).toThrow(ConfigError);
      expect(() => loadConfig(plain, root)).toThrow(
        /^Invalid configuration: SMS_PROVIDER_URL="http:\/\/sms\.example\.com\/send" must be an https: URL when NODE_ENV=production$/,
      );
    });

    it('may be a plain-http stand-in outside production', () => {
      const standIn = {
        ...production,
        NODE_ENV: 'development',
        SMS_PROVIDER_URL: 'http://127.0.0.1:9',
      };
      expect(loadConfig(standIn, root).sms?.url).toBe('http://127.0.0.1:9');
    });
  });

  describe('the company details', () => {
    it('are the demo company outside production, each replaced by its variable', () => {
      const company = loadConfig({ SUPPORT_PHONE: '02-123-4567' }, root).company;
      expect(company).toMatchObject({
        companyName: '견적마켓 주식회사',
        businessRegistrationNumber: '123-45-67891',
        customerCenter: { phone: '02-123-4567' },
      });
      expect(company.customerCenter.email).toMatch(/example\.com$/);
    });

    it('are all read from the environment in production', () => {
      expect(loadConfig(production, root).company).toEqual({
        companyName: '견적마켓 주식회사',
        representative: '홍길동',
        businessRegistrationNumber: '220-81-62517',
        mailOrderSalesNumber: '제2026-서울강남-1234호',
        address: '서울특별시 강남구 테헤란로 1',
        customerCenter: {
          phone: '1588-1234',
          email: 'help@quotemarket.kr',
          hours: '평일 10:00–18:00',
        },
        privacyOfficer: {
          name: '김보호',
          position: '정보보호팀장',
          contact: 'privacy@quotemarket.kr',
        },
      });
    });

    it('stop production from starting when one is missing, naming each', () => {
      const {
        COMPANY_REGISTRATION_NUMBER: _number,
        PRIVACY_OFFICER_NAME: _officer,
        ...rest
      } = production;
      expect(() => loadConfig(rest, root)).toThrow(
        'Invalid configuration: COMPANY_REGISTRATION_NUMBER, PRIVACY_OFFICER_NAME are required when NODE_ENV=production',
      );
      expect(() => loadConfig({ ...production, COMPANY_ADDRESS: '' }, root)).toThrow(
        /^Invalid configuration: COMPANY_ADDRESS is required when NODE_ENV=production/,
      );
    });

    it('refuses a malformed registration number, phone or e-mail in one line', () => {
      // Ten digits, but the last is not the check digit of the nine before it.
      expect(() => loadConfig({ COMPANY_REGISTRATION_NUMBER: '1234567890' }, root)).toThrow(
        'COMPANY_REGISTRATION_NUMBER="1234567890" must be a 사업자등록번호 with a valid check digit, like 220-81-62517',
      );
      expect(
        loadConfig({ COMPANY_REGISTRATION_NUMBER: '2208162517' }, root).company
          .businessRegistrationNumber,
      ).toBe('220-81-62517');
      expect(() => loadConfig({ SUPPORT_PHONE: 'call us' }, root)).toThrow(ConfigError);
      expect(() => loadConfig({ SUPPORT_EMAIL: 'help' }, root)).toThrow(
        'SUPPORT_EMAIL="help" must be an e-mail address',
      );
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }, root).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x" must start with postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud"'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE="0" must be a whole number from 1 to 200'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE="many" must be a whole number'],
  ])('rejects %o with one line that names the variable', (env, expected) => {
    expect(() => loadConfig(env, root)).toThrow(ConfigError);
    try {
      loadConfig(env, root);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(expected);
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('sets up the social code exchanges with their secrets, which stay on the server', () => {
    const config = loadConfig(
      {
        NAVER_CLIENT_ID: 'naver-id',
        NAVER_CLIENT_SECRET: 'naver-secret',
        KAKAO_APP_ID: '1001',
        KAKAO_REST_API_KEY: 'rest-key',
        KAKAO_CLIENT_SECRET: 'kakao-secret',
      },
      root,
    );
    expect(config.social.naver).toEqual({
      clientId: 'naver-id',
      clientSecret: 'naver-secret',
      authBase: 'https://nid.naver.com',
      apiBase: 'https://openapi.naver.com',
    });
    expect(config.social.kakao?.code).toEqual({
      restApiKey: 'rest-key',
      clientSecret: 'kakao-secret',
      authBase: 'https://kauth.kakao.com',
    });
    expect(loadConfig({ KAKAO_APP_ID: '1001' }, root).social.kakao?.code).toBeUndefined();
  });

  it.each([{ NAVER_CLIENT_ID: 'naver-id' }, { NAVER_CLIENT_SECRET: 'secret' }])(
    'refuses half a Naver setup (%o): the code exchange needs the id and the secret',
    (env) => {
      expect(() => loadConfig(env, root)).toThrow(
        'NAVER_CLIENT_ID and NAVER_CLIENT_SECRET must be set together',
      );
    },
  );
});

describe('TRUST_PROXY and REDIS_URL', () => {
  it('believes no X-Forwarded-For unless told which proxies to trust', () => {
    expect(loadConfig({}, root).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, root).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }, root).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }, root).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['2', 'yes', '10.0.0.300', '10.0.0.0/33', 'fd00::/129'])(
    'refuses TRUST_PROXY=%s with one line naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value }, root)).toThrow(
        `TRUST_PROXY=${JSON.stringify(value)} must be true, false or a comma-separated list`,
      );
    },
  );

  it('takes a redis:// or rediss:// REDIS_URL, and nothing else', () => {
    expect(loadConfig({}, root).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, root).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache' }, root)).toThrow(
      'REDIS_URL="http://cache" must start with redis:// or rediss://',
    );
  });

  describe('push notifications', () => {
    const vapid = {
      // A key pair as `web-push generate-vapid-keys` prints it.
      VAPID_PUBLIC_KEY:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
    };
    const account = JSON.stringify({
      client_email: 'push@quotemarket.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n',
      project_id: 'quotemarket-prod',
    });

    it('sends no web push and no FCM unless configured (development keys come from the database)', () => {
      expect(loadConfig({}, root).push).toEqual({
        vapid: undefined,
        fcm: undefined,
        testServiceOrigins: [],
      });
    });

    it("admits a test's own push service only when NODE_ENV=test", () => {
      const standIn = { TEST_PUSH_SERVICE_ORIGIN: 'http://127.0.0.1:9123/push' };
      expect(loadConfig({ ...standIn, NODE_ENV: 'test' }, root).push.testServiceOrigins).toEqual([
        'http://127.0.0.1:9123',
      ]);
      for (const env of [{ NODE_ENV: 'development' }, production]) {
        expect(() => loadConfig({ ...env, ...standIn }, root)).toThrow(
          'TEST_PUSH_SERVICE_ORIGIN is for tests only (NODE_ENV=test)',
        );
      }
    });

    it('takes a VAPID key pair with its subject, both keys or neither', () => {
      expect(
        loadConfig({ ...vapid, VAPID_SUBJECT: 'mailto:push@quotemarket.kr' }, root).push.vapid,
      ).toEqual({
        publicKey: vapid.VAPID_PUBLIC_KEY,
        privateKey: vapid.VAPID_PRIVATE_KEY,
        subject: 'mailto:push@quotemarket.kr',
      });
      expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY }, root)).toThrow(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      );
      expect(() => loadConfig({ ...vapid, VAPID_PUBLIC_KEY: 'short' }, root)).toThrow(
        'VAPID_PUBLIC_KEY="short" must be the base64url public key of a P-256 VAPID key pair',
      );
      expect(() => loadConfig({ ...vapid, VAPID_SUBJECT: 'push@quotemarket.kr' }, root)).toThrow(
        'VAPID_SUBJECT="push@quotemarket.kr" must be a mailto: address or an https: URL',
      );
      expect(() => loadConfig({ ...production, ...vapid }, root)).toThrow(
        'VAPID_SUBJECT (mailto: or https:) is required with the VAPID keys when NODE_ENV=production',
      );
      expect(loadConfig(production, root).push.vapid).toBeUndefined();
    });

    it('reads the FCM service account as JSON or from its file, with the project id', () => {
      const fcm = loadConfig({ FCM_SERVICE_ACCOUNT: account }, root).push.fcm;
      expect(fcm).toMatchObject({
        projectId: 'quotemarket-prod',
        apiBase: 'https://fcm.googleapis.com',
        serviceAccount: { client_email: 'push@quotemarket.iam.gserviceaccount.com' },
      });
      expect(
        loadConfig(
          {
            FCM_SERVICE_ACCOUNT: account,
            FCM_PROJECT_ID: 'other-project',
            FCM_API_BASE: 'http://127.0.0.1:9099',
          },
          root,
        ).push.fcm,
      ).toMatchObject({ projectId: 'other-project', apiBase: 'http://127.0.0.1:9099' });
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'qm-fcm-')), 'service-account.json');
      writeFileSync(file, account);
      expect(loadConfig({ FCM_SERVICE_ACCOUNT: file }, root).push.fcm).toMatchObject({
        projectId: 'quotemarket-prod',
      });
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: '/nowhere/key.json' }, root)).toThrow(
        'FCM_SERVICE_ACCOUNT="/nowhere/key.json" is neither JSON nor a readable file',
      );
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: '{"client_email":"x"}' }, root)).toThrow(
        'FCM_SERVICE_ACCOUNT must be a Google service account key',
      );
      expect(() => loadConfig({ FCM_PROJECT_ID: 'quotemarket-prod' }, root)).toThrow(
        'FCM_PROJECT_ID needs FCM_SERVICE_ACCOUNT',
      );
    });
  });
});
