import type { FastifyInstance } from 'fastify';

export interface CollectedRoute {
  method: string;
  /** The path with every parameter written `:` (see `routeKey`). */
  path: string;
  /** Names of the route's preHandler hooks, e.g. `requireUser`. */
  preHandlers: string[];
}

/**
 * A route's identity without its parameter names: Fastify's tree merges parameters of
 * sibling routes (`/cart/:cartId|:id`), so names cannot be told apart from the outside.
 */
export function routeKey(method: string, path: string) {
  return `${method.toUpperCase()} ${path.replace(/:[^/]+/g, ':')}`;
}

const NODE = /^([│ ]*)(?:├── |└── )(.*)$/;
// Another method of the node above. Its segment starts with `/` unless the app has a root
// route (`GET /` of the built web app), under which every segment is printed without it.
const SAME_NODE = /^([│ ]*)([^│ •├└].*)$/;
const HOOK = /^[│ ]*• \((\w+)\) (\[.*\])$/;
const CONTENT = /^(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every /api route of a built app, read from `printRoutes` (the app is built by
 * `buildApp`, so an `onRoute` hook cannot be added before its routes), and the routes under
 * the other `prefixes` given (e.g. the private calendar files, `/ical/`). HEAD twins of GET
 * routes are left out.
 */
export function collectApiRoutes(app: FastifyInstance, prefixes: string[] = []): CollectedRoute[] {
  const wanted = (path: string) => ['/api/', ...prefixes].some((p) => path.startsWith(p));
  const segments: string[] = [];
  const routes: CollectedRoute[] = [];
  let last: CollectedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n')) {
    const hook = HOOK.exec(line);
    if (hook) {
      if (hook[1] !== 'preHandler') continue;
      const names = (JSON.parse(hook[2]!) as string[]).map((name) => name.replace(/\(\)$/, ''));
      for (const route of last) route.preHandlers = names;
      continue;
    }
    const node = NODE.exec(line);
    const same = node ? null : SAME_NODE.exec(line);
    if (!node && !same) continue;
    const depth = node ? node[1]!.length / 4 : same![1]!.length / 4 - 1;
    const [, segment, methods] = CONTENT.exec(node ? node[2]! : same![2]!)!;
    segments.length = depth;
    segments[depth] = segment!;
    // Routes with the same hooks share a line, `(POST, DELETE)`, and then their hook lines.
    const group: CollectedRoute[] = [];
    const path = segments.join('');
    for (const method of methods?.split(', ') ?? []) {
      if (method === 'HEAD' || !wanted(path)) continue;
      group.push({
        method,
        path: routeKey(method, path).slice(method.length + 1),
        preHandlers: [],
      });
    }
    routes.push(...group);
    last = group;
  }
  return routes;
}
