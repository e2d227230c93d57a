import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../paths';

describe('npm run operator:add', () => {
  // Each run opens an embedded database and migrates it: slow on two busy cores.
  it(
    'invites the first 관리자 with a one-time enrolment link, and explains a refusal',
    { timeout: 150_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qm-operator-add-'));
      const run = (args: string[]) =>
        spawnSync(
          process.execPath,
          [
            '--conditions=@quotemarket/source',
            '--import',
            'tsx',
            'src/cli/add-operator.ts',
            ...args,
          ],
          {
            cwd: packageRoot,
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: '',
              DEMO_DATA: 'false',
              PORT: '8080',
            },
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
      try {
        const added = run(['--email', ' Boss@Ops.Example.kr ', '--name', '대표']);
        expect(added.stderr).toBe('');
        expect(added.status).toBe(0);
        expect(added.stdout).toMatch(
          /^Invited operator #\d+: boss@ops\.example\.kr \(ADMIN\)\nEnrolment link \(works once, for 24 hours\): http:\/\/localhost:8080\/admin\/enrol\?token=[\w-]{43}\n/,
        );

        const again = run(['--email', 'boss@ops.example.kr', '--name', '대표']);
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('이미 등록된 이메일이에요.');

        const refused = run(['--email', 'not-an-email', '--name', '대표', '--role', 'OWNER']);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('email must be an e-mail address');
        expect(refused.stderr).toContain('role must be one of ADMIN, OPERATOR, VIEWER');
        expect(refused.stderr).toContain('usage: operator:add');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
