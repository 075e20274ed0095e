import type { ErrorResponse } from '@ownless/shared';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { publicConfigFixture } from './config-fixtures';

/**
 * The one API fake of the web's tests: an msw server, started by `setup-tests.ts` for every
 * web test file, that refuses any request no test answered (the test fails) and forgets its
 * answers and the requests it saw after each test. Tests answer routes with the helpers below
 * and read what was sent with `sentRequests()`; nothing stubs `fetch` itself.
 *
 * One route answers unless a test does: GET /api/config, as a development server answers it,
 * because any page that states a fee or a rule reads it from there.
 */
export const apiServer = setupServer(
  http.get('/api/config', () => HttpResponse.json(publicConfigFixture())),
);

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request the code under test sent, as a test asserts on it. */
export interface SentRequest {
  method: string;
  /** Path and query, as the app wrote it: `/api/reservation/7/approve?x=1`. */
  url: string;
  /** Header names in lower case, as the Fetch API keeps them. */
  headers: Record<string, string>;
  /** Parsed JSON, else the text; `undefined` when there was none. */
  body: unknown;
}

const sent: SentRequest[] = [];
/** By msw's request id: the record and the reading of its body. */
const byId = new Map<string, { record: SentRequest; bodyRead: Promise<void> }>();
const unhandled: string[] = [];

function readBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text) as unknown;
  return text;
}

apiServer.events.on('request:start', ({ request, requestId }) => {
  const url = new URL(request.url);
  const record: SentRequest = {
    method: request.method,
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers.entries()),
    body: undefined,
  };
  sent.push(record);
  const bodyRead = request
    .clone()
    .text()
    .then((text) => {
      record.body = readBody(text, request.headers.get('content-type'));
    });
  byId.set(requestId, { record, bodyRead });
});

apiServer.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

/** For setup-tests.ts: start before the first test, forget everything after each. */
export const apiServerLifecycle = {
  start: () => apiServer.listen({ onUnhandledFrame: 'error' }),
  reset: () => {
    apiServer.resetHandlers();
    sent.length = 0;
    byId.clear();
    const missed = unhandled.splice(0);
    if (missed.length > 0) {
      throw new Error(`The test sent requests no handler answered: ${missed.join(', ')}`);
    }
  },
  stop: () => apiServer.close(),
};

/**
 * Every request sent in this test, oldest first; narrowed to one method and path if given
 * (`:name` segments match any value, the query is ignored).
 */
export function sentRequests(method?: Method, path?: string): SentRequest[] {
  const pattern = path && new RegExp(`^/api${path.replace(/:[^/]+/g, '[^/]+')}$`);
  return sent.filter(
    (request) =>
      (!method || request.method === method.toUpperCase()) &&
      (!pattern || pattern.test(request.url.split('?')[0]!)),
  );
}

export interface AnswerOptions {
  status?: number;
  /** Milliseconds before the answer, or 'infinite' for a request that never ends. */
  delay?: number | 'infinite';
  /** Answer only the first request; the next one falls to the earlier handlers. */
  once?: boolean;
}

export interface AnswerContext {
  request: SentRequest;
  params: Record<string, string | readonly string[] | undefined>;
}

/**
 * Answers `method /api{path}` (msw path syntax: `/reservation/:id/approve`) with what
 * `resolve` returns: a Response, or a body sent as JSON with status 200.
 */
export function answerWith(
  method: Method,
  path: string,
  resolve: (context: AnswerContext) => Response | JsonBodyType | Promise<Response | JsonBodyType>,
  options: Omit<AnswerOptions, 'status'> = {},
) {
  apiServer.use(
    http[method](
      `/api${path}`,
      async ({ request, requestId, params }) => {
        const seen = byId.get(requestId);
        await seen?.bodyRead;
        if (options.delay !== undefined) await delay(options.delay);
        const url = new URL(request.url);
        const record = seen?.record ?? {
          method: request.method,
          url: url.pathname + url.search,
          headers: Object.fromEntries(request.headers.entries()),
          body: undefined,
        };
        const answer = await resolve({ request: record, params });
        return answer instanceof Response ? answer : HttpResponse.json(answer);
      },
      { once: options.once },
    ),
  );
}

/** Answers `method /api{path}` with `body` as JSON (an empty body when `undefined`). */
export function answer<Body>(
  method: Method,
  path: string,
  body: Body,
  options: AnswerOptions = {},
) {
  const { status = 200, ...rest } = options;
  answerWith(method, path, () => jsonAnswer(body, status), rest);
}

/**
 * Answers `method /api{path}` with an error status and the API's `{ message, errors? }`
 * (plus `code: 'maintenance'` for the 503 of maintenance).
 */
export function answerError(
  method: Method,
  path: string,
  status: number,
  body: ErrorResponse & { code?: string } = { message: `Request failed (${status})` },
  options: Omit<AnswerOptions, 'status'> = {},
) {
  answerWith(method, path, () => jsonAnswer(body, status), options);
}

/** Makes `method /api{path}` fail as a lost connection does (fetch rejects). */
export function answerNetworkError(method: Method, path: string) {
  answerWith(method, path, () => HttpResponse.error());
}

/**
 * Holds `method /api{path}` open until the test calls `release`, so it can look at the
 * page while the request is in flight.
 */
export function holdAnswer(method: Method, path: string, options: { once?: boolean } = {}) {
  let release: (response: Response) => void = () => {};
  const answered = new Promise<Response>((resolve) => (release = resolve));
  answerWith(method, path, () => answered, options);
  return {
    release: <Body>(body: Body, status = 200) => release(jsonAnswer(body, status)),
  };
}

/** A JSON response as the API sends one (an empty body when there is none). */
export function jsonAnswer(body: unknown, status = 200, statusText?: string): Response {
  if (body === undefined) return new HttpResponse(null, { status, statusText });
  return HttpResponse.json(body as JsonBodyType, { status, statusText });
}
