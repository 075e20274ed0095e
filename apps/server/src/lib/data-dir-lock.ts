import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database is one process's files: PGlite keeps pages in memory and writes them
 * back, so two processes on one directory silently overwrite each other's writes. A lock file
 * in the directory names the process that owns it; a second one is refused. A lock left by a
 * crash (its process is gone) is taken over with a warning.
 */
export const LOCK_FILE = 'ownless.lock';

interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
    file: string,
  ) {
    super(
      `The embedded database at ${dir} is in use by another OwnLess process (pid ${pid}): stop it first, or give this one another DATA_DIR. If no such process runs, delete ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/** Lock files held by this process: the pid in them is ours, yet a second open is still a conflict. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' && Number.isInteger(content.pid) && content.pid > 0
      ? (content as LockContent)
      : null;
  } catch {
    return null;
  }
}

/** When a process started (ms since the epoch), from Linux's /proc; null elsewhere. */
function processStart(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may contain spaces; starttime is field 22.
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    // USER_HZ is 100 on every Linux build Node supports.
    return Number.isFinite(startTicks) && bootSeconds ? bootSeconds * 1000 + startTicks * 10 : null;
  } catch {
    return null;
  }
}

/**
 * Whether a lock's owner is gone. Our own pid in a lock we do not hold is a previous run (a
 * restarted container gives the server the same pid every time); a live process that
 * started after the lock was written only reuses the dead owner's pid. The host is not
 * compared: a recreated container has a new hostname, and the directory is local anyway.
 */
function isStale(file: string, holder: LockContent | null): boolean {
  if (!holder) return true;
  if (holder.pid === process.pid) return !heldHere.has(file);
  if (!isAlive(holder.pid)) return true;
  const started = processStart(holder.pid);
  const locked = Date.parse(holder.startedAt);
  // /proc's boot time has whole seconds: the margin errs towards "still held".
  return started !== null && Number.isFinite(locked) && started > locked + 2_000;
}

export function lockDataDir(
  dir: string,
  options: { warn?: (message: string) => void } = {},
): DataDirLock {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine: LockContent = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;

  // Two rounds: the second one follows a stale lock moved out of the way.
  for (let round = 0; round < 2; round++) {
    try {
      fs.writeFileSync(file, text, { flag: 'wx' });
      heldHere.add(file);
      const release = () => {
        process.off('exit', release);
        if (!heldHere.delete(file)) return;
        const holder = readLock(file);
        if (holder?.pid === mine.pid && holder.startedAt === mine.startedAt)
          fs.rmSync(file, { force: true });
      };
      // Also on process.exit() from anywhere, e.g. the shutdown timeout.
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (!isStale(file, holder)) throw new DataDirLockedError(dir, holder!.pid, file);
    // Move the stale lock aside (atomic), then check that what moved is the lock judged
    // stale, not a fresh one another starting process wrote in between.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readLock(aside);
    if (moved && holder && (moved.pid !== holder.pid || moved.startedAt !== holder.startedAt)) {
      fs.renameSync(aside, file);
      throw new DataDirLockedError(dir, moved.pid, file);
    }
    fs.rmSync(aside, { force: true });
    warn(
      holder
        ? `Taking over the embedded database at ${dir}: its lock names pid ${holder.pid}, which is no longer running (a crash?).`
        : `Taking over the embedded database at ${dir}: its lock file was unreadable.`,
    );
  }
  throw new DataDirLockedError(dir, readLock(file)?.pid ?? 0, file);
}
