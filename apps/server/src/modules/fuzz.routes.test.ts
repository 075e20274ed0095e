import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { queryRows } from '../db/client';
import * as tables from '../db/schema';
import { useTestApp } from '../test/app';
import { loginAs } from '../test/auth';
import { photo } from '../test/claims';
import { inDays } from '../test/clock';
import { multipartBody } from '../test/fuzz-multipart';
import { hostile, hostileKey, hostileScalar } from '../test/fuzz-values';
import {
  createFuzzWorld,
  currentCalendarFiles,
  FUZZ_ROLES,
  type FuzzWorld,
  kindOf,
} from '../test/fuzz-world';
import { CALENDAR_FILES_PREFIX, fillPath, type RouteEntry, routeTable } from '../test/route-table';

/**
 * Property-based fuzzing of every API route and the private calendar files, generated from
 * the route table: random and hostile params, queries and bodies (multipart ones for the
 * uploads), sent as each role, with ids of rows of every kind so the handlers are reached.
 * Every answer stays below 500, a refusal (4xx) says why in a message and no stack, and it
 * leaves every row as it was. The seed is fixed so a failure
 * is reproducible; FUZZ_SEED and FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Routes that take a multipart upload instead of a JSON body (no body schema). */
const MULTIPART_UPLOADS = new Set([
  'POST /api/listing/:id/upload',
  'POST /api/user/profile/avatar',
  'POST /api/admin/content/blog-posts/:id/cover',
  'POST /api/reservation/:id/condition-reports',
  'POST /api/reservation/:id/claims',
  'POST /api/claims/:id/dispute',
]);
/** The private calendar files check their own parameters: anything wrong is a bare 404. */
const isCalendarFile = (route: RouteEntry) => route.url.startsWith(CALENDAR_FILES_PREFIX);
/** Stripe's webhook reads its raw body to check the signature; the signature is its schema. */
const RAW_BODY_ROUTES = new Set(['POST /api/payments/stripe/webhook']);

const key = (route: RouteEntry) => `${route.method} ${route.url}`;
const readsInput = (route: RouteEntry, part: 'query' | 'body') =>
  new RegExp(`\\b(req|request)\\.${part}\\b`).test(route.handlerSource);

// ─────────────────────── plausible values from the schemas ───────────────────────

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const toJson = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The rows the fixtures made (before each role's run): plausible ids hit real rows. */
let current: FuzzWorld | null = null;
/** A small valid JPEG for the uploads, made once. */
let jpeg = Buffer.alloc(0);

const dates = fc.oneof(
  fc
    .date({ min: new Date('1899-01-01'), max: new Date('2201-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.integer({ min: 1, max: 400 }).map((days) => inDays(days).slice(0, 10)),
);
const instants = fc
  .integer({ min: -48, max: 24 * 400 })
  .map((h) => new Date(Date.now() + h * 3_600_000).toISOString());
/** An item of a list read when the value is generated (the fixtures come after the arbitraries). */
const oneOf = <T>(list: () => readonly T[]) => fc.nat().map((i) => list()[i % list().length]!);
const ids = fc.oneof(
  oneOf(() => current?.allIds ?? [1]).map(String),
  fc.integer({ min: 1, max: 50 }),
);

/** A value for a field with no type the JSON schema can tell (preprocessed fields), by its name. */
function byName(name: string): fc.Arbitrary<unknown> {
  if (/(^id$|_id$|Id$|_ids$)/.test(name))
    return name.endsWith('_ids') ? fc.array(ids, { maxLength: 3 }) : ids;
  if (/_at$/.test(name)) return instants;
  if (/date|^from$|^to$/.test(name)) return dates;
  if (/page|limit|units|quantity|rating|hours|radius|month|year/.test(name))
    return fc.integer({ min: -2, max: 2_000 });
  if (/price|deposit|lat|lng/.test(name))
    return fc.double({ min: -1_000, max: 2_000_000, noNaN: true });
  return fc.string({ maxLength: 30 });
}

function plausible(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => field(b, name, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      if (depth > 3 || Object.keys(properties).length === 0) return fc.constant({});
      const record = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, field(s, k, depth + 1)]),
      );
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((k) => k in properties),
      });
    }
    case 'array':
      return fc.array(schema.items ? field(schema.items, name, depth + 1) : hostile, {
        maxLength: 4,
      });
    case 'string': {
      if (schema.format === 'date' || /date/.test(name)) return dates;
      if (schema.format === 'email')
        return fc.oneof(fc.emailAddress(), fc.constant('renter@example.test'));
      if (/_at$/.test(name)) return instants;
      const minLength = schema.minLength ?? 0;
      // A pattern's own language is left to byName (valid values by field name): generating
      // from a pattern with a repeated group (slugs) under a length limit can stall fast-check.
      const text = fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 60, 60)),
      });
      return fc.oneof(text, byName(name).map(String));
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -5, -5);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 5_000, 5_000)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return byName(name);
  }
}

/** A plausible value spoilt the way that reaches the database: a NUL, a huge number, a far date. */
const spoil = (value: unknown): fc.Arbitrary<unknown> =>
  typeof value === 'string'
    ? fc.constantFrom(
        `${value}\u0000`,
        `\u0000${value}`,
        `${value}${'é'.repeat(3_000)}`,
        value.replace(/^\d{4}/, '0000'),
        value.replace(/^\d{4}/, '9999'),
      )
    : typeof value === 'number'
      ? fc.constantFrom(value * 1e6, -value, value + 0.5, 2 ** 31, 2 ** 53 + 2)
      : fc.constant(value);

/**
 * Mostly plausible (so requests get past validation into the services), sometimes
 * spoilt or hostile: each field on its own, so most requests break one rule at a time.
 */
function field(schema: JsonSchema, name: string, depth = 0): fc.Arbitrary<unknown> {
  const good = plausible(schema, name, depth);
  return fc.oneof(
    { weight: 6, arbitrary: good },
    { weight: 1, arbitrary: good.chain(spoil) },
    { weight: 1, arbitrary: hostile },
  );
}

/** Query strings are text: anything else is sent as its JSON, lone surrogates as U+FFFD. */
const asQueryText = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8').toString(
    'utf8',
  );
const asQueryValue = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map(asQueryText) : asQueryText(value);

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string; text: string | Buffer };
}

/** A fixture's id of the kind a path parameter names (a calendar file's name for /ical). */
function fixtureParam(route: RouteEntry, name: string): fc.Arbitrary<string> | null {
  const kind = kindOf(route, name);
  if (kind === null) return null;
  if (kind === 'calendarFile') {
    const file = () =>
      route.url.includes('/owner/') ? current!.calendarFiles.owner : current!.calendarFiles.listing;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(null).map(file) },
      { weight: 1, arbitrary: fc.constant(null).map(() => file().replace('.ics', '')) },
      { weight: 1, arbitrary: hostileScalar.map((v) => `${file().slice(0, -5)}${String(v)}.ics`) },
    );
  }
  return oneOf(() => current!.ids[kind]).map(String);
}

function requestArbitrary(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const paramSchema = route.params ? toJson(route.params) : {};
  const path = fc.record(
    Object.fromEntries(
      route.pathParams.map((name) => [
        name,
        fc.oneof(
          ...(fixtureParam(route, name)
            ? [{ weight: 4, arbitrary: fixtureParam(route, name)! }]
            : []),
          {
            weight: 3,
            arbitrary: plausible(paramSchema.properties?.[name] ?? {}, name, 0).map((v) =>
              typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
            ),
          },
          {
            weight: 2,
            arbitrary: hostileScalar.map((v) =>
              typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
            ),
          },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const querySchema = route.querystring
    ? toJson(route.querystring)
    : { type: 'object', properties: {} };
  const query = fc.oneof(
    {
      weight: 3,
      arbitrary: plausible({ ...querySchema, required: [] }, 'query', 0) as fc.Arbitrary<
        Record<string, unknown>
      >,
    },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, hostile, { maxKeys: 3 }) },
  );
  const bodySchema = route.body ? toJson(route.body) : undefined;
  const uploads = multipartBody(() => jpeg).map((b) => ({
    kind: 'raw' as const,
    contentType: b.contentType,
    text: b.payload,
  }));
  const body: fc.Arbitrary<FuzzRequest['body']> =
    route.method === 'GET' || route.method === 'DELETE'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          // Uploads are mostly sent as uploads, so their forms reach the handler.
          ...(MULTIPART_UPLOADS.has(key(route)) ? [{ weight: 14, arbitrary: uploads }] : []),
          {
            weight: 5,
            arbitrary: (bodySchema ? field(bodySchema, 'body') : hostile).map((value) => ({
              kind: 'json' as const,
              value,
            })),
          },
          { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('raw' as const),
              contentType: fc.constantFrom(
                'application/json',
                'text/plain',
                'application/x-www-form-urlencoded',
                'multipart/form-data; boundary=x',
              ),
              text: fc.constantFrom(
                '{',
                'null',
                '[]',
                '"text"',
                '1e999',
                '{"__proto__":{"admin":true}}',
                '{"constructor":{"prototype":{"x":1}}}',
                '\u0000',
                '--x--',
              ),
            }),
          },
        );
  return fc.record({ path, query, body });
}

// ───────────────────────────── the database fingerprint ─────────────────────────────

/**
 * A row count and an order-free hash of the rows of every table: cheap enough to take around
 * each request. A session's `last_used_at` is left out: any signed-in request may move it
 * (once a minute), whatever its answer, and a slow run would otherwise see a "write".
 */
function fingerprintQuery() {
  const names = Object.values(tables)
    .filter((table) => is(table, PgTable))
    .map((table) => getTableName(table));
  const parts = names.map(
    (name) =>
      `SELECT '${name}' AS name, count(*) AS rows, coalesce(sum(hashtext((to_jsonb(t) - 'last_used_at')::text)::bigint), 0) AS hash FROM "${name}" t`,
  );
  return sql.raw(parts.join(' UNION ALL '));
}

/** Why an answer breaks the rules, or null: a 500, a 4xx without a message, a stack trace. */
function brokenAnswer(route: RouteEntry, status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (/\n\s+at |node_modules|\.ts:\d+/.test(body))
    return `answered ${status} with a stack: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  if (isCalendarFile(route))
    return status === 404 && body === 'Not found' ? null : `answered ${status}: ${body}`;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return typeof message === 'string' && message.trim() !== ''
    ? null
    : `answered ${status} without a message: ${body.slice(0, 300)}`;
}

describe('every route, fuzzed from the route table', () => {
  const collector = routeTable({ calendarFiles: true });
  /** How far the services' clock is ahead of real time (the fixtures' rentals move it). */
  const clock = { offset: 0 };
  const t = useTestApp(
    {},
    { onRoute: collector.onRoute, now: () => new Date(Date.now() + clock.offset) },
  );

  /**
   * The next transaction id: a request that wrote anything (even rolled back) moves it, so
   * while it stays put the full fingerprint need not be taken again.
   */
  async function nextTransactionId() {
    const [row] = await queryRows<{ xmax: string }>(
      t.database.db,
      sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`,
    );
    return row!.xmax;
  }
  async function fingerprint() {
    const xmax = await nextTransactionId();
    const rows = await queryRows<{ name: string; rows: string | number; hash: string }>(
      t.database.db,
      fingerprintQuery(),
    );
    return { xmax, tables: new Map(rows.map((r) => [r.name, `${r.rows}:${r.hash}`])) };
  }

  it('finds the routes of every module', () => {
    expect(collector.routes.length).toBeGreaterThan(60);
    expect(collector.routes.map(key)).toContain('POST /api/reservation/request-reservation');
    expect(collector.routes.map(key)).toEqual(
      expect.arrayContaining(['GET /ical/:listingId/:file', 'GET /ical/owner/:userId/:file']),
    );
  });

  it('declares a schema for every input a route takes', () => {
    const missing: string[] = [];
    for (const route of collector.routes) {
      if (route.pathParams.length > 0 && !route.params && !isCalendarFile(route))
        missing.push(`${key(route)}: path parameters without a params schema`);
      const takesBody =
        route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
      if (
        takesBody &&
        !route.body &&
        !MULTIPART_UPLOADS.has(key(route)) &&
        !RAW_BODY_ROUTES.has(key(route))
      ) {
        missing.push(`${key(route)}: no body schema`);
      }
      if (readsInput(route, 'query') && !route.querystring)
        missing.push(`${key(route)}: reads the query without a querystring schema`);
      if (readsInput(route, 'body') && !route.body && !RAW_BODY_ROUTES.has(key(route)))
        missing.push(`${key(route)}: reads the body without a body schema`);
    }
    expect(missing).toEqual([]);
  });

  for (const [roleIndex, role] of FUZZ_ROLES.entries()) {
    it(`answers hostile input below 500 and rejects it without writing, as ${role}`, async () => {
      jpeg = await photo();
      const world = await createFuzzWorld(t, clock);
      current = world;
      const roles = world.roles;
      const failures: string[] = [];
      let known: Awaited<ReturnType<typeof fingerprint>> | null = null;
      for (const [index, route] of collector.routes.entries()) {
        if (RAW_BODY_ROUTES.has(key(route))) continue;
        known = null;
        // Earlier routes may have replaced the export links' secrets.
        if (isCalendarFile(route)) world.calendarFiles = await currentCalendarFiles(t, world);
        // Earlier runs may have signed the role out (logout) or changed its password; sign in again.
        const session = roles[role]!;
        if (session.email) {
          const me = await t.request({
            method: 'GET',
            url: '/api/user/personal/info',
            headers: { authorization: session.authorization! },
          });
          if (me.status === 401)
            session.authorization = (await loginAs(t, session.email)).authorization;
        }
        const seed = SEED + index * 7 + roleIndex;
        const details = await fc.check(
          fc.asyncProperty(requestArbitrary(route), async (input) => {
            const before =
              known && known.xmax === (await nextTransactionId()) ? known : await fingerprint();
            known = before;
            const url = fillPath(route, input.path);
            const query = Object.fromEntries(
              Object.entries(input.query ?? {}).map(([k, v]) => [k, asQueryValue(v)]),
            );
            const headers: Record<string, string> = session.authorization
              ? { authorization: session.authorization }
              : {};
            let payload: string | Buffer | undefined;
            if (input.body.kind === 'json') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(input.body.value) ?? 'null';
            } else if (input.body.kind === 'raw') {
              headers['content-type'] = input.body.contentType;
              payload = input.body.text;
            }
            const res = await t.app.inject({ method: route.method, url, query, headers, payload });
            const broken = brokenAnswer(route, res.statusCode, res.body);
            if (broken) throw new Error(broken);
            if (res.statusCode >= 400 && (await nextTransactionId()) !== before.xmax) {
              const after = await fingerprint();
              const changed = [...after.tables]
                .filter(([name, value]) => before.tables.get(name) !== value)
                .map(([name]) => name);
              known = after;
              if (changed.length > 0)
                throw new Error(`answered ${res.statusCode} but changed ${changed.join(', ')}`);
            }
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
        if (details.failed) {
          known = null;
          failures.push(
            `${key(route)} as ${role} (seed ${seed}, path ${details.counterexamplePath}): ${String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance)}\n  input: ${fc.stringify(details.counterexample?.[0])}`,
          );
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
