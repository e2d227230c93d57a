// `bench:web`'s busy mode (`BENCH_BUSY=true`): a phone whose other apps keep one core busy while
// the page loads. One process spins on the machine's last core for as long as a page is measured.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Spins in slices of 100 ms and leaves as soon as the bench that started it is gone (its parent
 * changes), so a bench killed midway leaves no core spinning behind it.
 */
const spinner = `
const parent = process.ppid;
for (;;) {
  const sliceEnd = Date.now() + 100;
  while (Date.now() < sliceEnd);
  if (process.ppid !== parent) process.exit(0);
}`;

const busyCore = availableParallelism() - 1;
const canPin = spawnSync('taskset', ['--version']).status === 0;

/** How the busy mode loads the machine, for the bench's heading. */
export const busyLoadDescription = canPin
  ? `one process spinning, pinned to core ${busyCore} of ${availableParallelism()} (taskset)`
  : `one process spinning, not pinned (no taskset), on a machine of ${availableParallelism()} cores`;

export interface BusyLoad {
  stop(): Promise<void>;
}

/** Starts the spinning process; resolves once it runs. */
export async function startBusyLoad(): Promise<BusyLoad> {
  const spin = ['-e', spinner];
  const child = canPin
    ? spawn('taskset', ['-c', String(busyCore), process.execPath, ...spin], { stdio: 'ignore' })
    : spawn(process.execPath, spin, { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
