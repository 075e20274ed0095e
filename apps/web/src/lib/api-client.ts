import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ErrorResponse } from '@ownless/shared';
import { isLocale } from '@ownless/shared/locales';
import { API_BASE, TOKEN_STORAGE_KEY } from '@/config/app';

/** The message of a call that got no answer, in English (the tests' language). */
export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please contact administrator.';

/** The message of a call that got no answer, in the page's language. */
const networkErrorMessage = () => t`Something went wrong. Please contact administrator.`;

/** A failed call's fallback message when the server said nothing: "Request failed (502)". */
const requestFailed = (status: number) => t`Request failed (${status})`;

export type FieldErrors = Record<string, string[]>;

/** The one error every failed call throws: the server's `{ message, errors? }` plus the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Empty and null values are stripped before sending. */
export function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (body && typeof body === 'object') {
    const { message, errors } = body as Partial<ErrorResponse>;
    return new ApiError(
      status,
      typeof message === 'string' && message ? message : statusText || requestFailed(status),
      errors && typeof errors === 'object' ? errors : undefined,
    );
  }
  return new ApiError(status, statusText || requestFailed(status));
}

/** How long after the page was loaded an answer it carries is still taken (see takeEmbedded). */
const EMBEDDED_FOR_MS = 10_000;

/**
 * The answer to this GET that the server sent in the page's HTML (a listing's page carries
 * its listing: apps/server/src/modules/seo/seo.html.ts), taken once: a later call asks. Only
 * while the page is fresh: not after Back or Forward (the browser may show its stored copy
 * of the page, and of the answer, without asking), nor long after the page was loaded.
 */
function takeEmbedded(url: string): { found: boolean; data?: unknown } {
  if (typeof document === 'undefined') return { found: false };
  const element = document.getElementById(`api:${url}`);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json')
    return { found: false };
  element.remove();
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'back_forward' || performance.now() > EMBEDDED_FOR_MS)
    return { found: false };
  try {
    return { found: true, data: JSON.parse(element.text) as unknown };
  } catch {
    return { found: false };
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, body, signal } = options;
  if (method === 'GET') {
    const embedded = takeEmbedded(buildUrl(path, params));
    if (embedded.found) return embedded.data as T;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The server's own words (price lines, refund explanations, messages) follow the page's
  // language when no account language is set.
  if (isLocale(i18n.locale)) headers['Accept-Language'] ??= i18n.locale;
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself; a fixed Content-Type would break it.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure: let TanStack Query see the AbortError.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage());
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (isMaintenanceAnswer(response.status, data)) showMaintenancePage();
    throw toApiError(response.status, data, response.statusText);
  }
  return data as T;
}

/** The API's answer while the marketplace is closed for maintenance (decision 0009). */
export const isMaintenanceAnswer = (status: number, body: unknown) =>
  status === 503 &&
  typeof body === 'object' &&
  body !== null &&
  (body as { code?: unknown }).code === 'maintenance';

/** Pages that stay on screen during maintenance: the page itself and signing in (operators). */
const STAYS_DURING_MAINTENANCE = /^\/(maintenance|admin\/maintenance|auth-login|2fa)(\/|$)/;

/** Sends the browser to /maintenance, once, unless it is on a page that must stay. */
export function showMaintenancePage() {
  if (typeof window === 'undefined') return;
  if (STAYS_DURING_MAINTENANCE.test(window.location.pathname)) return;
  window.location.assign('/maintenance');
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with 0 to 1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload through XMLHttpRequest, because fetch reports no upload progress. Same
 * token, credentials and errors as `request`.
 */
export function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      let data: unknown = undefined;
      if (xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText) as unknown;
        } catch {
          data = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else {
        reject(toApiError(xhr.status, data, xhr.statusText));
      }
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new ApiError(0, networkErrorMessage()));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.send(body);
  });
}

/** A message fit for the screen, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return networkErrorMessage();
}
