import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  api,
  buildUrl,
  isMaintenanceAnswer,
  upload,
} from './api-client';
import {
  answer,
  answerError,
  answerNetworkError,
  answerWith,
  jsonAnswer,
  sentRequests,
} from '../testing/api';

/** A listing's answer in the page's head, as the server writes it (seo.html.ts). */
function sentWithThePage(id: number) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = `api:/api/listing/${id}`;
  script.text = JSON.stringify({ listing: { id, name: 'Sent with the page' } });
  document.head.append(script);
}

describe('api client', () => {
  it('recognises the maintenance answer (503 with code maintenance) and nothing else', async () => {
    expect(isMaintenanceAnswer(503, { code: 'maintenance', message: 'Down.' })).toBe(true);
    expect(isMaintenanceAnswer(503, { message: 'Overloaded.' })).toBe(false);
    expect(isMaintenanceAnswer(500, { code: 'maintenance' })).toBe(false);
    answerError('get', '/listings', 503, {
      message: 'OwnLess is down for maintenance.',
      code: 'maintenance',
    });
    // Already on the maintenance page: the answer is thrown, the page stays.
    window.history.pushState({}, '', '/maintenance');
    const error = await api.get('/listings').catch((e: unknown) => e);
    window.history.pushState({}, '', '/');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });

  it('strips empty and null params from the query string', () => {
    expect(
      buildUrl('/listings', { page: 2, search: '', location: null, rental_type: undefined }),
    ).toBe('/api/listings?page=2');
  });

  it('sends the stored token, credentials, the page language and JSON', async () => {
    localStorage.setItem('token', 'abc');
    answer('post', '/contact', { ok: true });
    // The request msw sees drops `credentials`; a spy that calls through reads it.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await api.post('/contact', { name: 'A' });
    expect(fetchSpy.mock.calls[0]![1]?.credentials).toBe('include');
    const [sent] = sentRequests();
    expect(sent!.url).toBe('/api/contact');
    expect(sent!.headers.authorization).toBe('Bearer abc');
    expect(sent!.headers['content-type']).toBe('application/json');
    // The page's language, so the server's own words are in it.
    expect(sent!.headers['accept-language']).toBe('en');
    expect(sent!.body).toEqual({ name: 'A' });
  });

  it('takes an answer the page was sent with once, for that GET only; then asks', async () => {
    // A page loaded a moment ago (the test process may have lived longer than that).
    vi.spyOn(performance, 'now').mockReturnValue(500);
    sentWithThePage(7);
    answer('get', '/listing/7', { listing: { id: 7, name: 'Asked for' } });
    // Another listing, or a write to this one, is not answered from the page.
    answer('get', '/listing/8', { listing: { id: 8, name: 'Asked for' } });
    expect(await api.get('/listing/8')).toEqual({ listing: { id: 8, name: 'Asked for' } });
    expect(sentRequests()).toHaveLength(1);
    expect(await api.get('/listing/7')).toEqual({ listing: { id: 7, name: 'Sent with the page' } });
    expect(sentRequests()).toHaveLength(1);
    expect(document.getElementById('api:/api/listing/7')).toBeNull();
    expect(await api.get('/listing/7')).toEqual({ listing: { id: 7, name: 'Asked for' } });
    expect(sentRequests()).toHaveLength(2);
  });

  it('leaves an answer the page was sent with once the page is no longer fresh', async () => {
    sentWithThePage(9);
    answer('get', '/listing/9', { listing: { id: 9, name: 'Asked for' } });
    // A minute after the page was loaded.
    const now = vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(await api.get('/listing/9')).toEqual({ listing: { id: 9, name: 'Asked for' } });
    now.mockRestore();
    expect(sentRequests()).toHaveLength(1);
    expect(document.getElementById('api:/api/listing/9')).toBeNull();
  });

  it('does not set a Content-Type for multipart bodies', async () => {
    answer('post', '/listing/1/upload', {});
    const form = new FormData();
    form.append('file', 'x');
    await api.post('/listing/1/upload', form);
    const { headers } = sentRequests()[0]!;
    // The Fetch API sets the multipart type with its boundary itself.
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers.authorization).toBeUndefined();
  });

  it('throws ApiError with the server message and field errors', async () => {
    answerError('post', '/contact', 400, {
      message: 'Invalid input',
      errors: { email: ['Enter a valid e-mail.'] },
    });
    const error = await api.post('/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { email: ['Enter a valid e-mail.'] },
    });
  });

  it('turns a network failure into status 0 with the generic message', async () => {
    answerNetworkError('get', '/faqs');
    const error = await api.get('/faqs').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('api client errors', () => {
  it('keeps the status of an unauthorised call and falls back to the status text', async () => {
    answerWith('get', '/user/personal/info', () => jsonAnswer(undefined, 401, 'Unauthorized'));
    const error = await api.get('/user/personal/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', errors: undefined });
  });

  it('maps a rate limit with its message', async () => {
    answerError('post', '/login', 429, {
      message: 'Too many attempts. Please wait 42 seconds and try again.',
    });
    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, message: expect.stringContaining('42 seconds') });
  });
});

/** A stand-in XMLHttpRequest: records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload (XMLHttpRequest, for progress)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the bearer token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('token', 'abc');
    const progress: number[] = [];
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const done = upload<{ ok: boolean }>('/user/profile/avatar', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/user/profile/avatar');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.respond(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(progress).toEqual([0.5, 1]);
  });

  it('maps field errors, a too-big file and a network failure like fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    let done = upload('/user/profile/avatar', form);
    FakeXhr.last!.respond(400, { message: 'Bad', errors: { avatar: ['Not an image.'] } });
    await expect(done).rejects.toMatchObject({
      status: 400,
      errors: { avatar: ['Not an image.'] },
    });

    done = upload('/user/profile/avatar', form);
    FakeXhr.last!.respond(413, { message: 'File too large' });
    await expect(done).rejects.toMatchObject({ status: 413, message: 'File too large' });

    done = upload('/user/profile/avatar', form);
    FakeXhr.last!.onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
