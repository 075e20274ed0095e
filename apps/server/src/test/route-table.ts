import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One API route as the app registered it, with the schemas its input is checked by. */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With its prefix (`/api`, or `/ical` when asked for) and Fastify's `:param` placeholders. */
  url: string;
  /** Names of the path parameters, in order. */
  pathParams: string[];
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** `schema.response`: a schema per status code the route answers with. */
  response?: Record<string, ZodType>;
  /** The route has a rate limit of its own (`config.rateLimit`), so it can answer 429. */
  rateLimited: boolean;
  /** The route declares a guard (`requireUser` and friends) before its handler. */
  guarded: boolean;
  /** The handler's source, to see which parts of the request it reads. */
  handlerSource: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The private calendar files (`/ical/...`): requests from anyone's calendar app, not the API. */
export const CALENDAR_FILES_PREFIX = '/ical/';

/**
 * Collects the route table of an app while it is built: pass `onRoute` to `useTestApp`
 * (or `buildApp`), read `routes` after the app is ready. HEAD routes Fastify derives from
 * GET and routes outside `/api` (static files, the SPA) are left out; the private calendar
 * files are in with `calendarFiles` (they check their own parameters and have no schemas).
 */
export function routeTable(options: { calendarFiles?: boolean } = {}) {
  const routes: RouteEntry[] = [];
  const onRoute = (route: RouteOptions) => {
    const wanted =
      route.url.startsWith('/api/') ||
      (options.calendarFiles === true && route.url.startsWith(CALENDAR_FILES_PREFIX));
    if (!wanted) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as {
      params?: ZodType;
      querystring?: ZodType;
      body?: ZodType;
      response?: Record<string, ZodType>;
    };
    for (const method of methods) {
      if (!METHODS.has(method)) continue;
      routes.push({
        method: method as RouteEntry['method'],
        url: route.url,
        pathParams: [...route.url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!),
        params: schema.params,
        querystring: schema.querystring,
        body: schema.body,
        response: schema.response,
        rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
        guarded:
          route.preHandler !== undefined &&
          (!Array.isArray(route.preHandler) || route.preHandler.length > 0),
        handlerSource: String(route.handler),
      });
    }
  };
  return { routes, onRoute };
}

/** Percent-encodes every UTF-8 byte that is not unreserved; lone surrogates become U+FFFD. */
const encodeSegment = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** A route's path with its parameters filled in (each value URL-encoded). */
export function fillPath(route: RouteEntry, values: Record<string, string>): string {
  return route.url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeSegment(values[name] ?? ''),
  );
}
