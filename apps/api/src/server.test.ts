import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverFromSource } from './testing/server-process';

describe('the server process', () => {
  it('stops on a bad environment value with one clear line and no stack trace', () => {
    const result = spawnSync(process.execPath, serverFromSource, {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT="abc" must be a whole number between 1 and 65535',
    );
    expect(result.stdout).toBe('');
  });
});
