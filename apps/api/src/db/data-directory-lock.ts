import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Who holds an embedded database's data directory, as its lock file says. */
interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** Tells this holding apart from an earlier one of the same process id. */
  claim: string;
}

/** Another live process owns the data directory: opening it too would lose one side's writes. */
export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string, lockFile: string, holder: LockHolder) {
    super(
      `${dataDir} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
        'The embedded database allows one process at a time: stop that one first, or point DATA_DIR elsewhere. ' +
        `If no such process runs, remove ${lockFile}.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

async function readHolder(lockFile: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await readFile(lockFile, 'utf8')) as LockHolder;
  } catch {
    return null; // gone, or half written by a process that died writing it
  }
}

/** The claims of the locks this process holds now. */
const heldHere = new Set<string>();

function isAlive(holder: LockHolder): boolean {
  // A lock written on another machine (a shared volume) cannot be checked from here: it stands.
  if (holder.host !== os.hostname()) return true;
  // Our own id in a lock we do not hold is an earlier process's that had it (a restarted container).
  if (holder.pid === process.pid) return heldHere.has(holder.claim);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves a dead holder's lock out of the way. The move is atomic: should two starting processes
 * both find the same dead lock, one moves it; should the other then have moved the first one's
 * fresh lock instead, it sees so and puts it back.
 */
async function clearDeadLock(lockFile: string, dead: LockHolder): Promise<void> {
  const aside = `${lockFile}.${randomUUID()}`;
  try {
    await rename(lockFile, aside);
  } catch {
    return; // already moved by another process
  }
  const moved = await readHolder(aside);
  if (moved && moved.claim !== dead.claim) await rename(aside, lockFile);
  else await rm(aside, { force: true });
}

/**
 * Takes the data directory for this process, with a lock file beside it (`<dataDir>.lock`) that
 * names the process. A directory whose lock names a live process is refused with
 * `DataDirectoryInUseError`; a lock left by a process that died (a crash, `kill -9`) is taken
 * over at once. Node has no `flock`, and a lock that expires by age (`proper-lockfile`) would
 * refuse a restart right after a crash until it went stale. Returns the release.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const mine: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    claim: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockFile, JSON.stringify(mine), { flag: 'wx' });
      heldHere.add(mine.claim);
      return async () => {
        heldHere.delete(mine.claim);
        if ((await readHolder(lockFile))?.claim === mine.claim) await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(lockFile);
    if (holder && isAlive(holder)) throw new DataDirectoryInUseError(dataDir, lockFile, holder);
    if (holder) await clearDeadLock(lockFile, holder);
    // Unreadable: being written this moment, or left half written by a process that died then.
    else if (attempt === 0) await sleep(100);
    else await rm(lockFile, { force: true });
  }
  const holder = await readHolder(lockFile);
  throw new DataDirectoryInUseError(dataDir, lockFile, holder ?? mine);
}
