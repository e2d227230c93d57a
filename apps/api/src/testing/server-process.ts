import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { packageRoot } from '../paths';

/** A free local port, found by binding one and letting it go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Node's arguments to run `src/server.ts` from source, as `npm run dev:api` does. */
export const serverFromSource = [
  '--conditions=@quotemarket/source',
  '--import',
  'tsx',
  path.join(packageRoot, 'src/server.ts'),
];

export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** What the process printed so far, for a failing test's message. */
  output(): string;
  /** SIGTERM and wait (the server's own shutdown), or SIGKILL when `signal` says so. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (`src/server.ts`, as `npm run dev:api` runs it) in a process of its own, on a free
 * port of 127.0.0.1, with `env` on top of this process's environment. Resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverFromSource, {
    cwd: packageRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(packageRoot, 'no-web-app'),
      SELLER_DIST_DIR: path.join(packageRoot, 'no-seller-app'),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      if (printed.includes('견적마켓 is running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${printed}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
