import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, api, buildUrl } from './api-client';

function mockFetch(response: Response | Error) {
  const fn = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('strips empty and null params from the query string', () => {
    expect(
      buildUrl('/listings', { page: 2, search: '', location: null, rental_type: undefined }),
    ).toBe('/api/listings?page=2');
  });

  it('sends the stored token, credentials and JSON', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = mockFetch(json({ ok: true }));
    await api.post('/contact', { name: 'A' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.credentials).toBe('include');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('does not set a Content-Type for multipart bodies', async () => {
    const fetchMock = mockFetch(json({}));
    const form = new FormData();
    form.append('file', 'x');
    await api.post('/listing/1/upload', form);
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('throws ApiError with the server message and field errors', async () => {
    mockFetch(
      json({ message: 'Invalid input', errors: { email: ['Enter a valid e-mail.'] } }, 400),
    );
    const error = await api.post('/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { email: ['Enter a valid e-mail.'] },
    });
  });

  it('turns a network failure into status 0 with the generic message', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await api.get('/faqs').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
