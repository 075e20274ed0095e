import * as shared from '@ownless/shared';
import { errorResponseSchema } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { API_DOCS_PREFIX } from '../plugins/api-docs';
import { useTestApp } from '../test/app';
import { type RouteEntry, routeTable } from '../test/route-table';

/**
 * Every API route's contract is declared once, in packages/shared (docs/decisions/0010):
 * its request schemas and a response schema for every status it answers with. The same
 * schemas validate, serialise and generate the OpenAPI document at /api/docs, so a route
 * that leaves a status out is missing from the document too.
 */

const table = routeTable();
const ctx = useTestApp({}, { onRoute: table.onRoute });

/** The reference UI's own routes (HTML, scripts, the document itself) are not API routes. */
const isApi = (route: RouteEntry) => !route.url.startsWith(`${API_DOCS_PREFIX}`);
const apiRoutes = () => table.routes.filter(isApi);
const key = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Everything packages/shared exports that is a schema. */
const sharedSchemas = new Set<unknown>(
  Object.values(shared).filter((value) => value instanceof ZodType),
);

/** The statuses a route can answer with, from what it declares. */
function statusesOf(route: RouteEntry): number[] {
  const statuses = [500];
  // A schema to validate against means a 400 with field messages.
  if (route.params || route.querystring || route.body) statuses.push(400);
  if (route.guarded) statuses.push(401);
  if (route.rateLimited) statuses.push(429);
  return statuses;
}

describe('response contracts', () => {
  it('collects the routes', () => {
    expect(apiRoutes().length).toBeGreaterThan(50);
  });

  it('every participant action of the lifecycle table has its guarded POST route', () => {
    const posts = new Map(
      apiRoutes()
        .filter((route) => route.method === 'POST')
        .map((route) => [route.url, route]),
    );
    for (const [action, endpoint] of Object.entries(shared.ACTION_ENDPOINTS)) {
      const route = posts.get(`/api/reservation/:id/${endpoint.path}`);
      expect(route, action).toBeDefined();
      expect(route?.guarded, action).toBe(true);
    }
  });

  it('every API route declares a success response (2xx, or 3xx for a redirect)', () => {
    const missing = apiRoutes()
      .filter(
        (route) => !Object.keys(route.response ?? {}).some((status) => /^[23]\d\d$/.test(status)),
      )
      .map(key);
    expect(missing, 'routes without a 2xx/3xx response schema').toEqual([]);
  });

  it('every API route declares each error status it can answer with', () => {
    const missing = apiRoutes().flatMap((route) =>
      statusesOf(route)
        .filter((status) => !route.response?.[status])
        .map((status) => `${key(route)}: ${status}`),
    );
    expect(missing, 'statuses without a response schema').toEqual([]);
  });

  it('every error response is the one error shape', () => {
    const wrong = apiRoutes().flatMap((route) =>
      Object.entries(route.response ?? {})
        .filter(([status]) => Number(status) >= 400)
        // /api/health and /api/health/ready answer 503 with their own report, on purpose
        // (load balancers and people read what the instance waits for).
        .filter(
          ([status]) =>
            !(
              ['GET /api/health', 'GET /api/health/ready'].includes(key(route)) && status === '503'
            ),
        )
        .filter(([, schema]) => schema !== errorResponseSchema)
        .map(([status]) => `${key(route)}: ${status}`),
    );
    expect(wrong).toEqual([]);
  });

  it('every request and response schema is one packages/shared exports (no inline schemas in routes)', () => {
    const inline = apiRoutes().flatMap((route) => {
      const parts: [string, ZodType | undefined][] = [
        ['params', route.params],
        ['querystring', route.querystring],
        ['body', route.body],
        ...Object.entries(route.response ?? {}).map(([status, schema]): [string, ZodType] => [
          `response ${status}`,
          schema,
        ]),
      ];
      return parts
        .filter(([, schema]) => schema !== undefined && !sharedSchemas.has(schema))
        .map(([part]) => `${key(route)}: ${part}`);
    });
    expect(inline).toEqual([]);
  });

  it('the OpenAPI document lists every API route with its responses', async () => {
    const res = await ctx.request({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const absent = apiRoutes().filter((route) => {
      const path = route.url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      const operation = paths[path]?.[route.method.toLowerCase()];
      return (
        !operation ||
        Object.keys(operation.responses).length !== Object.keys(route.response ?? {}).length
      );
    });
    expect(absent.map(key)).toEqual([]);
  });
});
