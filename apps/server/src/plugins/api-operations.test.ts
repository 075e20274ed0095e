import { describe, expect, it } from 'vitest';
import { builtWeb, useTestApp } from '../test/app';
import { collectApiRoutes, routeKey } from '../test/route-matrix';
import { type RouteEntry, routeTable } from '../test/route-table';
import { API_DOCS_PREFIX } from './api-docs';
import { API_OPERATIONS, API_TAGS, operationKey } from './api-operations';

/**
 * Client generators name their functions after operation ids and group them by tag, and
 * callers need to know which operations want the bearer token. Every API route has its entry
 * in api-operations.ts, like every route has its row in the authorization matrix.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, unknown> };
}

const table = routeTable();
// With a built web app, so the pages it adds (`GET /`) exist, and with the development
// mailbox, so every route that can be registered is.
const t = useTestApp(
  { DEV_MAILBOX: 'true' },
  { onRoute: table.onRoute, webDist: () => builtWeb('<!doctype html><div id="root"></div>') },
);

/** The reference UI's own routes are not API operations. */
const apiRoutes = () => table.routes.filter((route) => !route.url.startsWith(API_DOCS_PREFIX));
const keyOf = (route: RouteEntry) => operationKey(route.method, route.url);

async function servedDocument(): Promise<Document> {
  const res = await t.request({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
  expect(res.status).toBe(200);
  return res.body as Document;
}

/** Every operation of the document with its method and OpenAPI path. */
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );

describe('API operations', () => {
  it('has an entry for every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(100);
    const missing = apiRoutes()
      .map(keyOf)
      .filter((key) => !API_OPERATIONS.has(key));
    expect(missing, 'add these routes to apps/server/src/plugins/api-operations.ts').toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const routes = new Set(apiRoutes().map(keyOf));
    const stale = [...API_OPERATIONS.keys()].filter((key) => !routes.has(key));
    expect(stale, 'remove or rename these entries').toEqual([]);
  });

  it('names every operation once, in camelCase, with a one-line summary, in a used section', () => {
    const byId = new Map<string, string[]>();
    for (const [key, { operationId }] of API_OPERATIONS)
      byId.set(operationId, [...(byId.get(operationId) ?? []), key]);
    const collisions = [...byId].filter(([, keys]) => keys.length > 1);
    expect(collisions, 'operation ids shared by several routes').toEqual([]);
    // Every section of the reference has operations in it.
    const used = new Set([...API_OPERATIONS.values()].map((operation) => operation.tags[0]));
    expect(API_TAGS.filter((tag) => !used.has(tag.name)).map((tag) => tag.name)).toEqual([]);
    for (const [key, { operationId, summary }] of API_OPERATIONS) {
      expect(operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(summary, key).toMatch(/^[A-Z][^\n]{4,70}[^.]$/);
    }
  });

  it('serves each operation with its id, summary, one declared tag and its security', async () => {
    const document = await servedDocument();
    const declaredTags = document.tags.map((tag) => tag.name);
    expect(declaredTags).toEqual(API_TAGS.map((tag) => tag.name));
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    // Who must sign in, read from the routes' own guards the way the authorization matrix does.
    const collected = collectApiRoutes(t.app);
    expect(collected.length).toBe(table.routes.length);
    const signedIn = new Set(
      collected
        .filter((route) => route.preHandlers.includes('requireUser'))
        .map((route) => routeKey(route.method, route.path)),
    );
    const operations = operationsOf(document);
    expect(operations.length).toBe(apiRoutes().length);
    for (const { method, path, operation } of operations) {
      const name = `${method} ${path}`;
      const entry = API_OPERATIONS.get(operationKey(method, path.replace(/\{(\w+)\}/g, ':$1')));
      expect(operation, name).toMatchObject({
        operationId: entry?.operationId,
        summary: entry?.summary,
        tags: entry?.tags,
      });
      expect(declaredTags, name).toContain(operation.tags![0]);
      const guarded = signedIn.has(routeKey(method, path.replace(/\{[^}]+\}/g, ':')));
      expect(operation.security, name).toEqual(guarded ? [{ bearer: [] }] : []);
    }
    // Both kinds are there: the derivation is not stuck on one answer.
    expect(operations.filter((o) => o.operation.security?.length === 0).length).toBeGreaterThan(20);
    expect(operations.filter((o) => o.operation.security?.length === 1).length).toBeGreaterThan(80);
  });

  it('keeps the ids client code is written against', async () => {
    const document = await servedDocument();
    const ids = new Map(
      operationsOf(document).map((o) => [o.operation.operationId, `${o.method} ${o.path}`]),
    );
    expect(
      Object.fromEntries(
        [
          'login',
          'searchListings',
          'getListing',
          'addToCart',
          'requestReservation',
          'getCurrentUser',
        ].map((id) => [id, ids.get(id)]),
      ),
    ).toEqual({
      login: 'POST /api/login',
      searchListings: 'GET /api/listings',
      getListing: 'GET /api/listing/{id}',
      addToCart: 'POST /api/cart/add-to-cart',
      requestReservation: 'POST /api/reservation/request-reservation',
      getCurrentUser: 'GET /api/user/personal/info',
    });
  });

  it('documents the API only: pages, files and metrics are left out, health is in', async () => {
    // These exist and answer; they are just not part of the API.
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);

    const paths = Object.keys((await servedDocument()).paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith(API_DOCS_PREFIX))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/live', '/api/health/ready']),
    );
  });
});
