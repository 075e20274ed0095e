import net from 'node:net';
import { DrizzleQueryError, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../db/client';
import { useTestApp } from '../test/app';
import { registerErrorHandler, RETRY_AFTER_SECONDS, UNAVAILABLE } from './error-handler';

const raise = (code: string) =>
  sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'probe' USING ERRCODE = '${code}'; END $$`);

/** Statements the database itself refuses, with what the client must be told. */
const cases: { name: string; query: SQL; status: number; message: RegExp }[] = [
  {
    name: 'a NUL byte in text (22021)',
    query: sql`SELECT ${'a\u0000b'}::text`,
    status: 400,
    message: /characters that are not allowed/,
  },
  {
    name: 'a negative OFFSET (2201X)',
    query: sql`SELECT 1 OFFSET ${-1}`,
    status: 400,
    message: /page does not exist/,
  },
  {
    name: 'a negative LIMIT (2201W)',
    query: sql`SELECT 1 LIMIT ${-1}`,
    status: 400,
    message: /page size/,
  },
  {
    name: 'an integer out of range (22003)',
    query: sql`SELECT ${'3000000000'}::int`,
    status: 400,
    message: /out of range/,
  },
  {
    name: 'a date out of range (22008)',
    query: sql`SELECT ${'2026-02-30'}::date`,
    status: 400,
    message: /date/,
  },
  {
    name: 'a malformed number (22P02)',
    query: sql`SELECT ${'ten'}::int`,
    status: 400,
    message: /wrong format/,
  },
  {
    name: 'a serialization failure (40001)',
    query: raise('40001'),
    status: 409,
    message: /try again/,
  },
  { name: 'a deadlock (40P01)', query: raise('40P01'), status: 409, message: /try again/ },
  {
    name: 'a cancelled statement (57014)',
    query: raise('57014'),
    status: 503,
    message: /try again/,
  },
  {
    name: 'an unnamed data exception (22023)',
    query: raise('22023'),
    status: 400,
    message: /not valid/,
  },
];

describe('database errors reaching the error handler', () => {
  const t = useTestApp();
  let probe: FastifyInstance;

  beforeAll(async () => {
    probe = Fastify({ logger: false });
    registerErrorHandler(probe);
    probe.get<{ Params: { n: string } }>('/probe/:n', async (req) => {
      try {
        await t.database.db.execute(cases[Number(req.params.n)]!.query);
      } catch (error) {
        // The handler must look through Drizzle's wrapper for the driver's SQLSTATE.
        expect(error).toBeInstanceOf(DrizzleQueryError);
        throw error;
      }
      return { ran: true };
    });
    probe.get<{ Params: { code: string } }>('/raise/:code', async (req) => {
      if (!/^[0-9A-Z]{5}$/.test(req.params.code)) throw new Error('not a SQLSTATE');
      await t.database.db.execute(raise(req.params.code));
      return { ran: true };
    });
    probe.get('/broken', async () => {
      throw new Error('secret internal detail');
    });
    await probe.ready();
  });
  afterAll(() => probe?.close());

  it.each(cases.map((c, n) => [c.name, n] as const))(
    'answers %s with its own status and message',
    async (_name, n) => {
      const res = await probe.inject({ method: 'GET', url: `/probe/${n}` });
      expect(res.statusCode).toBe(cases[n]!.status);
      expect(res.json().message).toMatch(cases[n]!.message);
      expect(res.body).not.toMatch(/SELECT|probe|stack/i);
    },
  );

  it.each([
    ['an administrator shutting the server down (57P01)', '57P01'],
    ['a server starting up (57P03)', '57P03'],
    ['a connection failure (08006)', '08006'],
  ])('answers %s 503 with Retry-After', async (_name, code) => {
    const res = await probe.inject({ method: 'GET', url: `/raise/${code}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: UNAVAILABLE });
  });

  it('keeps anything else a 500 without its details', async () => {
    const res = await probe.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });
});

/** A database that cannot be reached, each way the drivers report it. */
describe('a database that cannot be reached', () => {
  let probe: FastifyInstance;
  let silent: net.Server;
  let cleanup: (() => Promise<void>) | undefined;
  const failures: Record<string, () => Promise<unknown>> = {};

  beforeAll(async () => {
    // Nothing listens on a port just released: connecting is refused.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    // A server that accepts connections and never answers: the pool's wait runs out.
    silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;

    const refused = await openPostgres(`postgres://nobody@127.0.0.1:${closedPort}/none`, 1);
    const unanswered = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${silentPort}/none`,
      connectionTimeoutMillis: 200,
    });
    const embedded = await openPglite();
    await embedded.close();
    failures.refused = () => refused.db.execute(sql`SELECT 1`);
    failures.timeout = () => drizzle(unanswered).execute(sql`SELECT 1`);
    failures.closed = () => embedded.db.execute(sql`SELECT 1`);

    probe = Fastify({ logger: false });
    registerErrorHandler(probe);
    probe.post<{ Params: { way: string } }>('/write/:way', async (req) => {
      await failures[req.params.way]!();
      return { ran: true };
    });
    await probe.ready();
    cleanup = async () => {
      await refused.close();
      await unanswered.end();
    };
  });
  afterAll(async () => {
    await probe?.close();
    await cleanup?.();
    silent?.close();
  });

  it.each([
    ['a refused connection (ECONNREFUSED)', 'refused'],
    ['no connection within the pool’s wait', 'timeout'],
    ['the embedded database closed (shutting down)', 'closed'],
  ])('answers %s 503 with Retry-After and the one error shape', async (_name, way) => {
    const res = await probe.inject({ method: 'POST', url: `/write/${way}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: UNAVAILABLE });
    expect(res.body).not.toMatch(/ECONNREFUSED|timeout|PGlite|stack/i);
  });
});
