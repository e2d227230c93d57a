import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(origin: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const exitReason = exited();
    if (exitReason) throw new Error(`The product stopped before it was ready: ${exitReason}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The product did not become healthy at ${origin} within 60 s`);
}

export interface RunningProduct {
  origin: string;
  stop(): Promise<void>;
}

export interface StartProductOptions {
  /**
   * A data directory of the caller's (a benchmark that adds data between two starts): used as it
   * is and left in place by `stop()`. Without it each start gets a fresh one, removed on stop.
   */
  dataDir?: string;
}

/**
 * Starts the built product exactly as `npm start` runs it, on a free port with a fresh embedded
 * database (seeded on first start), and stops it and removes the database afterwards.
 */
export async function startProduct({
  dataDir: callersDataDir,
}: StartProductOptions = {}): Promise<RunningProduct> {
  const dataDir = callersDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'quotemarket-run-')));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: a NODE_ENV that a build step in this process set must not leak in.
  const { NODE_ENV: _buildMode, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join(repositoryRoot, 'apps/api/dist/server.js')], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitReason: string | undefined;
  server.once('exit', (code, signal) => {
    exitReason = `exit code ${code ?? signal}`;
  });
  await waitForHealth(origin, () => exitReason);
  return {
    origin,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) =>
        exitReason ? resolve(undefined) : server.once('exit', resolve),
      );
      if (!callersDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
