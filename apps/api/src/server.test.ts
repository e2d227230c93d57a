import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from './paths';

describe('the server process', () => {
  it('stops on a bad environment value with one clear line and no stack trace', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--conditions=@quotemarket/source',
        '--import',
        'tsx',
        path.join(packageRoot, 'src/server.ts'),
      ],
      { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT="abc" must be a whole number between 1 and 65535',
    );
    expect(result.stdout).toBe('');
  });
});
