/**
 * `npm run bench:chat`: two server processes on one PostgreSQL and one Redis (as behind a
 * load balancer), BENCH_USERS sockets split across them, messages sent through instance A
 * at a fixed rate, delivery measured at the receivers' sockets on instance B. Messages go
 * the way the web app sends them — the `SendMessage` event on the sender's open connection
 * — or, with BENCH_VIA=http, as POST /api/chat/send-message requests. Prints p50/p99
 * delivery latency (send → MessageCreated on B) and messages/s, then the latency of
 * GET /chat/list and of one page of older messages with the history filled.
 *
 * Every message is distinct and stored; nothing is cached. The first BENCH_WARMUP seconds
 * (2) send at the same rate but are not measured: they are the servers' JIT warm-up and
 * first database connections, which a running deployment has behind it.
 *
 * Knobs: BENCH_VIA (socket | http), BENCH_USERS (1000), BENCH_RATE (500 messages/s), BENCH_SECONDS (10), BENCH_WARMUP (2),
 * BENCH_HISTORY (1,000,000 stored messages before the run), BENCH_CONNECTIONS (64 HTTP
 * connections to A), BENCH_PORT (3991; B is +1),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/ownless_chat_bench — created when
 * missing, and it must be a bench database: its users and chats are replaced),
 * BENCH_REDIS_URL (redis://127.0.0.1:6379). It stops by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type MessageCreatedEvent, type SendMessageAck, SOCKET_PATH } from '@ownless/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openPostgres, queryRows } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { hashToken, randomToken } from '../src/lib/tokens';
import { seedReference } from '../src/seed/seed';

const env = process.env;
const USERS = Number(env.BENCH_USERS ?? 1000);
const RATE = Number(env.BENCH_RATE ?? 500);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const VIA = env.BENCH_VIA === 'http' ? 'http' : 'socket';
const HISTORY = Number(env.BENCH_HISTORY ?? 1_000_000);
const PORT = Number(env.BENCH_PORT ?? 3991);
const databaseUrl =
  env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ownless_chat_bench';
const redisUrl = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const POOL = env.DATABASE_POOL_SIZE ?? String(2 * os.availableParallelism());

const log = (msg: string) => console.log(`[bench:chat] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bench replaces users and chats: it refuses any database not named as a bench one. */
async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/bench/.test(name))
    throw new Error(
      `BENCH_DATABASE_URL must name a bench database (its data is replaced), got "${name}"`,
    );
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** Users with ready access tokens (no 1,000 argon2 logins), one chat per sender/receiver pair, and the history. */
async function prepare() {
  await ensureDatabase();
  const handle = await openPostgres(databaseUrl, 4);
  try {
    await handle.migrate();
    await seedReference(handle.db);
    const db = handle.db;
    const [{ users } = { users: 0 }] = await queryRows<{ users: number }>(
      db,
      sql`SELECT count(*)::int AS users FROM users WHERE email LIKE 'bench-chat-%'`,
    );
    if (users !== USERS) {
      log(`creating ${USERS} users and ${USERS / 2} chats`);
      await db.execute(sql`TRUNCATE chat_messages, chats, auth_tokens RESTART IDENTITY CASCADE`);
      await db.execute(sql`DELETE FROM users WHERE email LIKE 'bench-chat-%'`);
      const hash = await hashPassword(randomToken());
      await db.execute(sql`INSERT INTO users (first_name, last_name, email, password_hash, referral_code, email_verified_at)
        SELECT 'Bench', 'User ' || g, 'bench-chat-' || g || '@example.test', ${hash}::text, 'bench' || g, now() FROM generate_series(1, ${USERS}::int) g`);
      // Pairs (1,2), (3,4), …: the odd one sends through A, the even one listens on B.
      await db.execute(sql`INSERT INTO chats (user_one_id, user_two_id, last_message_at)
        SELECT s.id, r.id, now() FROM users s JOIN users r ON r.email = 'bench-chat-' || (split_part(split_part(s.email, '-', 3), '@', 1)::int + 1) || '@example.test'
         WHERE s.email LIKE 'bench-chat-%' AND split_part(split_part(s.email, '-', 3), '@', 1)::int % 2 = 1`);
    }
    const [{ stored } = { stored: 0 }] = await queryRows<{ stored: number }>(
      db,
      sql`SELECT count(*)::int AS stored FROM chat_messages`,
    );
    if (stored < HISTORY) {
      const started = Date.now();
      log(`filling the history to ${HISTORY.toLocaleString('en-US')} messages`);
      await db.execute(sql`INSERT INTO chat_messages (chat_id, sender_id, receiver_id, message, created_at, read_at)
        SELECT c.id, CASE WHEN g % 2 = 0 THEN c.user_one_id ELSE c.user_two_id END, CASE WHEN g % 2 = 0 THEN c.user_two_id ELSE c.user_one_id END,
               'history message ' || g, now() - (${HISTORY}::int - g) * interval '1 second', CASE WHEN g < ${HISTORY}::int - 50 THEN now() END
          FROM generate_series(${stored + 1}::int, ${HISTORY}::int) g
          JOIN chats c ON c.id = 1 + (g % (SELECT count(*) FROM chats))`);
      await db.execute(sql`ANALYZE chat_messages`);
      log(`history ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    await db.execute(sql`DELETE FROM auth_tokens WHERE kind = 'access'`);
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM users WHERE email LIKE 'bench-chat-%' ORDER BY id`,
    );
    const tokens = new Map<number, string>();
    for (const { id } of rows) tokens.set(id, randomToken());
    await db.execute(
      sql`INSERT INTO auth_tokens (user_id, kind, token_hash, expires_at) VALUES ${sql.join(
        [...tokens].map(
          ([id, token]) => sql`(${id}, 'access', ${hashToken(token)}, now() + interval '1 day')`,
        ),
        sql`, `,
      )}`,
    );
    const chats = await queryRows<{ id: number; sender: number; receiver: number }>(
      db,
      sql`SELECT id, user_one_id AS sender, user_two_id AS receiver FROM chats ORDER BY id`,
    );
    return { tokens, chats };
  } finally {
    await handle.close();
  }
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      DATA_DIR: path.join(os.tmpdir(), `ownless-bench-chat-${port}`),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: POOL,
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error(`the server on port ${port} did not start`);
}

function connect(port: number, token: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Kept-alive connections, as a browser or a proxy would hold them, capped like a client pool. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(env.BENCH_CONNECTIONS ?? 64) });

function post(port: number, url: string, token: string, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** CPU time a process has used, in ms (Linux /proc; NaN elsewhere), to report cost per message on a busy machine. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Sequential requests, so each latency is the server's alone. */
async function timeRequests(
  label: string,
  count: number,
  request: (i: number) => Promise<Response>,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  log(
    `${label}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${count} sequential requests)`,
  );
}

async function main() {
  log(`database ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, redis ${redisUrl}`);
  const { tokens, chats } = await prepare();
  const [portA, portB] = [PORT, PORT + 1];
  const servers: ChildProcess[] = [];
  const sockets: Socket[] = [];
  const stop = () => {
    for (const socket of sockets) socket.close();
    for (const child of servers) child.kill('SIGTERM');
  };
  // Bounded in time whatever happens (the history is filled before): a stuck run still ends.
  const deadline = setTimeout(
    () => {
      log('time limit reached, stopping');
      stop();
      process.exit(1);
    },
    (SECONDS + 300) * 1000,
  );
  deadline.unref();
  servers.push(await startServer(portA), await startServer(portB));

  try {
    // Senders on A, receivers on B: every delivery measured crosses instances through Redis.
    const started = performance.now();
    const pending: { id: number; port: number }[] = chats.flatMap((c) => [
      { id: c.sender, port: portA },
      { id: c.receiver, port: portB },
    ]);
    const received: number[] = [];
    const sentAt = new Map<number, number>();
    for (let i = 0; i < pending.length; i += 50) {
      const batch = await Promise.all(
        pending.slice(i, i + 50).map((u) => connect(u.port, tokens.get(u.id)!)),
      );
      sockets.push(...batch);
    }
    log(
      `${sockets.length} sockets connected (${sockets.length / 2} on each instance) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    sockets.forEach((socket, i) => {
      if (i % 2 === 0) return;
      socket.on('MessageCreated', (event: MessageCreatedEvent) => {
        if (!event.message.message.startsWith('m ')) return;
        const at = sentAt.get(Number(event.message.message.slice(2)));
        if (at !== undefined) received.push(performance.now() - at);
      });
    });

    const total = RATE * SECONDS;
    let sent = 0;
    let answered = 0;
    let failed = 0;
    const inflight = new Set<Promise<void>>();
    /** One message from the chat's sender on A; resolves with whether it was stored. */
    const send = (k: number, text: string): Promise<boolean> => {
      const chat = chats[k % chats.length]!;
      const body = { senderId: chat.sender, receiverId: chat.receiver, message: text };
      if (VIA === 'http')
        return post(portA, '/api/chat/send-message', tokens.get(chat.sender)!, body).then(
          (status) => status === 201,
        );
      return (
        sockets[2 * (k % chats.length)]!.timeout(60_000).emitWithAck(
          'SendMessage',
          body,
        ) as Promise<SendMessageAck>
      ).then((ack) => ack.ok);
    };
    /** `count` messages at RATE a second; `each(n)` sends the n-th. */
    const paced = async (count: number, each: (n: number) => void) => {
      const begun = performance.now();
      for (let n = 0; n < count;) {
        const due = Math.min(count, Math.floor(((performance.now() - begun) / 1000) * RATE));
        while (n < due) each(n++);
        await sleep(2);
      }
    };
    if (WARMUP > 0) {
      log(`warming up: ${RATE * WARMUP} messages at ${RATE}/s, not measured`);
      const warming: Promise<unknown>[] = [];
      await paced(RATE * WARMUP, (n) => void warming.push(send(n, `w ${n}`).catch(() => false)));
      await Promise.all(warming);
      await sleep(1000);
    }
    log(
      `sending ${total} messages through A at ${RATE}/s over ${VIA === 'http' ? 'HTTP (POST /api/chat/send-message)' : 'the sockets (SendMessage)'}`,
    );
    const cpuBefore = servers.map((child) => cpuMs(child.pid));
    log(
      `load average before sending: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} on ${os.availableParallelism()} cores`,
    );
    const sendStart = performance.now();
    await paced(total, (n) => {
      sent++;
      sentAt.set(n, performance.now());
      const request = send(n, `m ${n}`)
        .then((ok) => {
          answered++;
          if (!ok) failed++;
        })
        .catch(() => {
          failed++;
        })
        .finally(() => inflight.delete(request));
      inflight.add(request);
    });
    const sendSeconds = (performance.now() - sendStart) / 1000;
    // Answers and deliveries still on their way get up to 60 s more; what has not arrived by then counts as lost.
    for (let i = 0; i < 600 && (inflight.size > 0 || received.length < answered - failed); i++)
      await sleep(100);
    const deliveredSeconds = (performance.now() - sendStart) / 1000;

    const cpuUsed = servers.map((child, i) => cpuMs(child.pid) - cpuBefore[i]!);
    received.sort((a, b) => a - b);
    log(
      `sent ${sent} in ${sendSeconds.toFixed(1)} s (${(sent / sendSeconds).toFixed(0)} messages/s); ${answered} answered, ${failed} of them refused`,
    );
    log(
      `delivered on B: ${received.length}/${sent} (${(received.length / deliveredSeconds).toFixed(0)} messages/s)`,
    );
    log(
      `delivery latency (send on A → MessageCreated on B): p50 ${ms(percentile(received, 50))}, p99 ${ms(percentile(received, 99))}, max ${ms(received.at(-1) ?? NaN)}`,
    );

    log(
      `server CPU per message: A ${(cpuUsed[0]! / answered).toFixed(2)} ms (${VIA === 'http' ? 'HTTP' : 'socket'}, database, publish; per answered message), B ${(cpuUsed[1]! / received.length).toFixed(2)} ms (Redis to sockets; per delivery)`,
    );
    for (const socket of sockets) socket.close();
    sockets.length = 0;
    const someone = chats[0]!;
    const auth = { authorization: `Bearer ${tokens.get(someone.receiver)}` };
    const [first] = (await (
      await fetch(`http://127.0.0.1:${portA}/api/chat/list`, { headers: auth })
    ).json()) as { id: number; messages: { id: number }[] }[];
    await timeRequests('GET /api/chat/list', 200, () =>
      fetch(`http://127.0.0.1:${portA}/api/chat/list`, { headers: auth }),
    );
    await timeRequests('GET /api/chat/{id}/messages?before=…&limit=30', 200, (i) =>
      fetch(
        `http://127.0.0.1:${portA}/api/chat/${first!.id}/messages?before=${first!.messages[0]!.id - i * 5}&limit=30`,
        { headers: auth },
      ),
    );
  } finally {
    stop();
    clearTimeout(deadline);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
