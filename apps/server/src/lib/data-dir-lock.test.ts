import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

/**
 * Two processes on one embedded database silently lose each other's writes, so the second
 * one must not start. The processes here are real servers (apps/server/src/server.ts); every
 * wait is for an event (an exit, a log line), never for a time.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    // Only what the server needs: no DATABASE_URL or SMTP_URL from the test's environment.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => stdout.includes('OwnLess is ready') && resolve());
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before it was ready: ${stderr}`)),
    );
  });
  // Awaited only by the tests that expect the server to start.
  ready.catch(() => {});
  return { child, exited, ready, output: () => ({ stdout, stderr }) };
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-lock-'));
const lockOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
const writeLock = (dir: string, pid: number, startedAt = new Date().toISOString()) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ pid, hostname: os.hostname(), startedAt }),
  );
};

describe('the embedded database directory lock', () => {
  it('refuses a second server process on a directory in use, in one line naming it and the holder', async () => {
    const dataDir = tempDir();
    const dbDir = path.join(dataDir, 'db');
    const held = lockDataDir(dbDir);
    try {
      const second = startServer(dataDir);
      const outcome = await Promise.race([
        second.exited,
        second.ready.then(() => 'started' as const),
      ]);
      expect(outcome).toBe(1);
      const { stderr } = second.output();
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(dbDir);
      expect(lines[0]).toContain(`pid ${process.pid}`);
      // The holder's lock is untouched.
      expect(lockOf(dbDir).pid).toBe(process.pid);
    } finally {
      held.release();
    }
    expect(fs.existsSync(path.join(dbDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it("takes over a crashed server's lock with a warning, and a graceful shutdown releases it", async () => {
    const dataDir = tempDir();
    const dbDir = path.join(dataDir, 'db');
    const crashed = await deadPid();
    writeLock(dbDir, crashed);
    const server = startServer(dataDir);
    await server.ready;
    expect(server.output().stderr).toContain(`pid ${crashed}, which is no longer running`);
    expect(lockOf(dbDir).pid).toBe(server.child.pid);
    // While it runs, this process is refused too.
    expect(() => lockDataDir(dbDir)).toThrow(DataDirLockedError);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dbDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('refuses a second open of the same directory within one process', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by another OwnLess process \(pid \d+\)/);
    first.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock naming its own pid from a previous run (a restarted container), or an unreadable one', () => {
    const dir = tempDir();
    const warnings: string[] = [];
    writeLock(dir, process.pid);
    const lock = lockDataDir(dir, { warn: (message) => warnings.push(message) });
    lock.release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'not json');
    lockDataDir(dir, { warn: (message) => warnings.push(message) }).release();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/unreadable/);
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to a process started after it',
    async () => {
      const dir = tempDir();
      const stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], {
        stdio: 'ignore',
      });
      children.push(stranger);
      await new Promise((resolve) => stranger.on('spawn', resolve));
      writeLock(dir, stranger.pid!, new Date(Date.now() - 3_600_000).toISOString());
      const warnings: string[] = [];
      lockDataDir(dir, { warn: (message) => warnings.push(message) }).release();
      expect(warnings).toHaveLength(1);
      // The same live process, named by a lock written after it started, holds the directory.
      writeLock(dir, stranger.pid!);
      expect(() => lockDataDir(dir)).toThrow(`pid ${stranger.pid}`);
    },
  );
});
