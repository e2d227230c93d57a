import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from './data-directory-lock';

describe('the lock on an embedded data directory', () => {
  let parent: string;
  let dataDir: string;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'qm-lock-'));
    dataDir = path.join(parent, 'pglite');
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  const lockFile = () => `${dataDir}.lock`;
  const lockOf = (pid: number, host = os.hostname()) =>
    JSON.stringify({ pid, host, since: '2026-12-01T00:00:00.000Z', claim: `claim-${pid}` });

  /** The id of a process that has exited, for a lock its holder left behind. */
  async function exitedProcessId(): Promise<number> {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  }

  it('refuses a second holder while the first holds it, and frees it on release', async () => {
    const release = await lockDataDirectory(dataDir);
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(DataDirectoryInUseError);
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(
      `is in use by another process (pid ${process.pid}`,
    );
    await release();
    const again = await lockDataDirectory(dataDir);
    await again();
  });

  it('refuses a lock held by another live process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(lockFile(), lockOf(child.pid!));
      await expect(lockDataDirectory(dataDir)).rejects.toThrow(`pid ${child.pid}`);
      // The refusal leaves the holder's lock as it was.
      expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(child.pid);
    } finally {
      child.kill();
    }
  });

  it('refuses a lock written on another machine, which it cannot check', async () => {
    await writeFile(lockFile(), lockOf(1, 'another-host'));
    await expect(lockDataDirectory(dataDir)).rejects.toThrow('on another-host');
  });

  it.each([
    ['a process that died holding it', async () => lockOf(await exitedProcessId())],
    ['an earlier process with this process’s id', async () => lockOf(process.pid)],
    ['a half-written lock', async () => '{"pid":'],
  ])('takes over a lock left by %s', async (_, leftBehind) => {
    await writeFile(lockFile(), await leftBehind());
    const release = await lockDataDirectory(dataDir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('gives one of several processes starting at once a dead holder’s directory', async () => {
    await writeFile(lockFile(), lockOf(await exitedProcessId()));
    const source = path.join(import.meta.dirname, 'data-directory-lock.ts');
    const script = `
      const { lockDataDirectory } = await import(${JSON.stringify(source)});
      try { await lockDataDirectory(${JSON.stringify(dataDir)}); console.log('held'); setTimeout(() => {}, 3000); }
      catch (error) { console.log(error.name); }`;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          script,
        ]);
        let printed = '';
        child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
        return new Promise<string>((resolve) => child.once('exit', () => resolve(printed.trim())));
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DataDirectoryInUseError')).toHaveLength(3);
  });
});
