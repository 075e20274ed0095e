import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryArgs, serverDir } from '../test/server-entry';
import { LOCK_DIR, lockDataDir, PID_FILE } from './data-dir-lock';

/**
 * Two processes on one embedded database silently lose each other's writes, so the second
 * one must not start. The processes here are real servers (compiled, or the source); every
 * wait is for an event (an exit, a log line), never for a time.
 */
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startServer(dataDir: string) {
  const child = spawn(process.execPath, entryArgs('server'), {
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

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-lock-'));
const lockDir = (dir: string) => path.join(dir, LOCK_DIR);
/** A lock as a crashed process leaves it: the lock directory, last renewed `ageMs` ago. */
const leaveLock = (dir: string, pid: number, ageMs: number) => {
  fs.mkdirSync(lockDir(dir), { recursive: true });
  fs.writeFileSync(path.join(dir, PID_FILE), `${pid}\n`);
  const renewed = new Date(Date.now() - ageMs);
  fs.utimesSync(lockDir(dir), renewed, renewed);
};

describe('the embedded database directory lock', () => {
  it('refuses a second server process on a directory in use, in one line naming it and the holder', async () => {
    const dataDir = tempDir();
    const dbDir = path.join(dataDir, 'db');
    const held = await lockDataDir(dbDir);
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
      expect(fs.existsSync(lockDir(dbDir))).toBe(true);
    } finally {
      await held.release();
    }
    expect(fs.existsSync(lockDir(dbDir))).toBe(false);
  }, 120_000);

  it("takes over a crashed server's lock with a warning, and a graceful shutdown releases it", async () => {
    const dataDir = tempDir();
    const dbDir = path.join(dataDir, 'db');
    leaveLock(dbDir, 999_999, 60_000);
    const server = startServer(dataDir);
    await server.ready;
    expect(server.output().stderr).toContain(`Taking over the embedded database at ${dbDir}`);
    // While it runs, this process is refused too, at once.
    const asked = Date.now();
    await expect(lockDataDir(dbDir)).rejects.toThrow(`pid ${server.child.pid}`);
    expect(Date.now() - asked).toBeLessThan(2000);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(lockDir(dbDir))).toBe(false);
  }, 180_000);

  it('refuses a second open of the same directory within one process, while the first renews it', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir, { staleMs: 2000 });
    await expect(lockDataDir(dir, { staleMs: 2000 })).rejects.toThrow(
      /in use by another OwnLess process \(pid \d+\)/,
    );
    await first.release();
    await first.release();
    await (await lockDataDir(dir)).release();
  }, 30_000);

  it('waits out a lock a crash left a moment ago, then takes it over with a warning', async () => {
    const dir = tempDir();
    const warnings: string[] = [];
    leaveLock(dir, 999_999, 0);
    const started = Date.now();
    const lock = await lockDataDir(dir, { staleMs: 2000, warn: (m) => warnings.push(m) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(warnings).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, PID_FILE), 'utf8').trim()).toBe(String(process.pid));
    await lock.release();

    // A lock past its stale time is taken over at once.
    leaveLock(dir, 999_999, 60_000);
    await (await lockDataDir(dir, { warn: (m) => warnings.push(m) })).release();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('not renewed for 10 s');
  }, 30_000);
});
