import { DrizzleQueryError, sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { registerErrorHandler } from './error-handler';

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

  it('keeps anything else a 500 without its details', async () => {
    const res = await probe.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });
});
