import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The embedded database is one process's files: PGlite keeps pages in memory and writes them
 * back, so two processes on one directory silently overwrite each other's writes. The owner
 * holds a lock in the directory (proper-lockfile: a lock directory whose modification time it
 * renews every few seconds) and a second process is refused.
 *
 * A lock whose holder is still running is refused at once. A lock its owner stopped renewing
 * (a crash: the pid it wrote is gone) is stale after `staleMs`: a process starting meanwhile
 * waits that long, then takes it over with a warning. The owner removes the lock on close and
 * on any exit of the process.
 */
export const PID_FILE = 'ownless.pid';
/** The lock itself: a directory beside the pid file. */
export const LOCK_DIR = `${PID_FILE}.lock`;
const STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number | null,
  ) {
    super(
      `The embedded database at ${dir} is in use by another OwnLess process${pid ? ` (pid ${pid})` : ''}: stop it first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock; safe to call more than once. */
  release(): Promise<void>;
}

/** The pid the holder wrote beside its lock, for the message; null if unreadable. */
function holderPid(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, PID_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process with this pid runs on this machine (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(
  dir: string,
  options: { warn?: (message: string) => void; staleMs?: number } = {},
): Promise<DataDirLock> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const staleMs = options.staleMs ?? STALE_MS;
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, PID_FILE);
  // A lock already there when this process starts: its holder is stopping, or crashed.
  const inherited = fs.existsSync(path.join(dir, LOCK_DIR));
  const holder = inherited ? holderPid(dir) : null;
  // Its holder still runs: waiting for staleness would only delay the same refusal. (A pid
  // reused by an unrelated process is refused too, until the lock goes stale.)
  const holderRuns = holder !== null && (holder === process.pid || isRunning(holder));

  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(target, {
      stale: staleMs,
      // The pid file need not exist yet.
      realpath: false,
      // Once a second until the holder's lock would be stale: a lock left by a crash a
      // moment ago is waited out.
      retries: holderRuns
        ? 0
        : { retries: Math.ceil(staleMs / 1000) + 1, factor: 1, minTimeout: 1000 },
      onCompromised: () => {
        // Another process took the directory over: this one stopped renewing its lock for
        // longer than staleMs (a suspended machine). Both writing would lose data.
        throw new Error(
          `The embedded database at ${dir} was taken over by another process: stopping this one.`,
        );
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new DataDirLockedError(dir, holderPid(dir));
    throw error;
  }
  fs.writeFileSync(target, `${process.pid}\n`);
  if (inherited)
    warn(
      `Taking over the embedded database at ${dir} from a process that stopped or crashed (its lock was released, or not renewed for ${staleMs / 1000} s).`,
    );

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      fs.rmSync(target, { force: true });
      await unlock();
    },
  };
}
