import { vi } from 'vitest';

/** A JSON response as the API sends one (an empty body when there is none). */
export function jsonResponse(body: unknown, status = 200): Response {
  if (body === undefined) return new Response('', { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Makes every `fetch` answer `body` with `status` until `vi.unstubAllGlobals()`; returns
 * the mock so a test can read what was sent.
 */
export function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(body, status));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
