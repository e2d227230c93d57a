import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerLogin } from '@quotemarket/contract';
import { packageRoot } from '../../paths';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { registerDealer } from './onboarding';
import { callEndpoint } from '../../testing/call-endpoint';

const dealer = {
  email: 'Owner@Store.kr',
  storeName: '새로 연 매장',
  firstName: '지훈',
  phone: '01023456789',
  categories: [1, 2],
};

describe('registering a partner store (how production gets its dealers)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const logIn = (email: string, password: string) =>
    callEndpoint(ctx, sellerLogin, { body: { email, password } });

  it('gives the store a generated password that logs it in, and only that one', async () => {
    const registered = await registerDealer(ctx.database.db, dealer);
    expect(registered.email).toBe('owner@store.kr');
    expect(registered.password.length).toBeGreaterThanOrEqual(16);
    expect((await logIn('owner@store.kr', registered.password)).statusCode).toBe(200);
    expect((await logIn('owner@store.kr', `${registered.password}x`)).statusCode).toBe(401);
  });

  it('refuses a second store with the same e-mail, and bad input before writing anything', async () => {
    await expect(registerDealer(ctx.database.db, dealer)).rejects.toThrow('already exists');
    await expect(
      registerDealer(ctx.database.db, { ...dealer, email: 'other@store.kr', categories: [4] }),
    ).rejects.toThrow('categories are main category ids');
    await expect(
      registerDealer(ctx.database.db, { ...dealer, email: 'other@store.kr', password: 'short' }),
    ).rejects.toThrow('at least 12 characters');
    expect((await logIn('other@store.kr', 'short')).statusCode).toBe(401);
  });
});

describe('npm run dealer:add', () => {
  // Two processes each open an embedded database and migrate it: slow on two busy cores.
  it(
    'registers on the configured database, prints the password once, and explains a refusal',
    {
      timeout: 150_000,
    },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qm-dealer-add-'));
      const run = (args: string[]) =>
        spawnSync(
          process.execPath,
          ['--conditions=@quotemarket/source', '--import', 'tsx', 'src/cli/add-dealer.ts', ...args],
          {
            cwd: packageRoot,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false' },
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
      try {
        const args = ['--email', 'cli@store.kr', '--store', '매장', '--name', '민지'];
        const added = run([...args, '--phone', '01034567890', '--categories', '1,3']);
        expect(added.stderr).toBe('');
        expect(added.status).toBe(0);
        expect(added.stdout).toMatch(
          /^Registered dealer #\d+: cli@store\.kr\nPassword \(shown once\): \S{16}\n$/,
        );

        const refused = run([...args, '--phone', '02-123', '--categories', '1']);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('phone must be a mobile number');
        expect(refused.stderr).toContain('usage: dealer:add');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
