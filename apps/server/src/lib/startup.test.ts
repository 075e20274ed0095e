import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryArgs, serverDir } from '../test/server-entry';
import { isConnectionError, retryWhileUnreachable } from './startup';

// Tests run side by side, so a process left over (a test that failed) is killed at the end.
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

/** Runs a server entry to its exit; answers its exit code and output lines. */
function runEntry(
  name: Parameters<typeof entryArgs>[0],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string[]; stderr: string[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-startup-'));
  const child = spawn(process.execPath, entryArgs(name), {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
  });
  children.add(child);
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  const lines = (text: string) => text.split('\n').filter(Boolean);
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({ code, stdout: lines(out.stdout), stderr: lines(out.stderr) }),
    ),
  );
}

/** Every line is JSON (a log collector reads them), the last one says why, and no stack trace leaks. */
function expectOneFatalLine(stderr: string[], message: RegExp) {
  const entries = stderr.map(
    (line) => JSON.parse(line) as { level: number; msg: string; err?: { code?: string } },
  );
  const fatal = entries.filter((e) => e.level === 60);
  expect(fatal).toHaveLength(1);
  expect(fatal[0]!.msg).toMatch(message);
  expect(stderr.join('\n')).not.toMatch(/\n\s+at /);
  return fatal[0]!;
}

// Each test starts a real server process (maybe tsx, the embedded database, its migrations):
// on a loaded two-core machine that alone can pass Vitest's default 30 s.
const PROCESS_TIMEOUT = 120_000;

// Side by side: most of a start-up failure is waiting (retries with backoff, a port's answer).
describe.concurrent('start-up failures', { timeout: PROCESS_TIMEOUT }, () => {
  it('retries an unreachable PostgreSQL with backoff, then gives up with one clear line and exit 1', async () => {
    const result = await runEntry('server', {
      DATABASE_URL: 'postgres://ownless:secret-pw@127.0.0.1:1/ownless',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
      PORT: '0',
    });
    expect(result.code).toBe(1);
    const fatal = expectOneFatalLine(
      result.stderr,
      /could not reach or migrate PostgreSQL at 127\.0\.0\.1:1\/ownless; check DATABASE_URL/,
    );
    expect(fatal.err?.code).toBe('ECONNREFUSED');
    expect(
      result.stderr.filter((line) => line.includes('retrying in')).length,
    ).toBeGreaterThanOrEqual(2);
    // The password in the URL never reaches the log.
    expect([...result.stdout, ...result.stderr].join('\n')).not.toContain('secret-pw');
  });

  it('says the port is taken, and exits 1', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await runEntry('server', { PORT: String(port) });
      expect(result.code).toBe(1);
      expectOneFatalLine(
        result.stderr,
        new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`),
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses to seed demo accounts on a production server others can reach, in one line', async () => {
    // The embedded database seeds demo data by default; HOST=0.0.0.0 makes it public.
    const result = await runEntry('server', {
      HOST: '0.0.0.0',
      PORT: '0',
      SEED_DEMO_DATA: '',
    });
    expect(result.code).toBe(1);
    expectOneFatalLine(result.stderr, /refusing to seed demo accounts.*SEED_DEMO_DATA=false/);
  });

  it('reports a bad configuration in one line', async () => {
    const result = await runEntry('server', { DATABASE_URL: 'mysql://nope', PORT: '0' });
    expect(result.code).toBe(1);
    expectOneFatalLine(result.stderr, /Invalid configuration:[\s\S]*DATABASE_URL/);
  });
});

describe('npm run migrate', { timeout: PROCESS_TIMEOUT }, () => {
  it('applies the migrations to an empty embedded database and exits 0; again, it changes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-migrate-'));
    for (let run = 0; run < 2; run++) {
      const result = await runEntry('migrate', { DATA_DIR: dataDir });
      expect(result.code, result.stderr.join('\n')).toBe(0);
      expect(result.stdout.map((line) => JSON.parse(line).msg)).toEqual([
        expect.stringMatching(/^migrations applied to the embedded database at /),
      ]);
    }
  });
});

describe('a .env file', { timeout: PROCESS_TIMEOUT }, () => {
  it('is read at start-up, and the environment wins over it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-env-'));
    const file = path.join(dir, 'ownless.env');
    fs.writeFileSync(file, '# settings\nDATABASE_URL=mysql://from-the-file\nPORT=0\n');

    const fromFile = await runEntry('migrate', { ENV_FILE: file });
    expect(fromFile.code).toBe(1);
    expectOneFatalLine(fromFile.stderr, /Invalid configuration:[\s\S]*DATABASE_URL/);

    const fromEnvironment = await runEntry('migrate', {
      ENV_FILE: file,
      DATABASE_URL: 'postgres://ownless@127.0.0.1:1/ownless',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '0',
    });
    expect(fromEnvironment.code).toBe(1);
    expectOneFatalLine(
      fromEnvironment.stderr,
      /could not reach or migrate PostgreSQL at 127\.0\.0\.1:1/,
    );
  });

  it('named by ENV_FILE must exist', async () => {
    const result = await runEntry('migrate', {
      ENV_FILE: '/nonexistent/ownless.env',
    });
    expect(result.code).toBe(1);
    expectOneFatalLine(result.stderr, /ENV_FILE: \/nonexistent\/ownless\.env does not exist/);
  });
});

describe('retrying while the database is unreachable', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('waits for a database that comes up, and stops at once for any other error', async () => {
    let calls = 0;
    const value = await retryWhileUnreachable(
      async () => {
        if (++calls < 3) throw refused();
        return 'ready';
      },
      { timeoutMs: 10_000, what: 'test database' },
    );
    expect([value, calls]).toEqual(['ready', 3]);

    let broken = 0;
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    await expect(
      retryWhileUnreachable(
        async () => {
          broken++;
          throw syntax;
        },
        { timeoutMs: 10_000, what: 'test database' },
      ),
    ).rejects.toBe(syntax);
    expect(broken).toBe(1);
  });

  it('knows connection failures from other errors, through causes', () => {
    expect(isConnectionError(refused())).toBe(true);
    expect(
      isConnectionError(
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      ),
    ).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: refused() }))).toBe(true);
    expect(isConnectionError(new AggregateError([refused()], ''))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    );
    expect(isConnectionError('nope')).toBe(false);
  });
});
