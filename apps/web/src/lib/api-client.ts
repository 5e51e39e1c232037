/**
 * The one way to call the API (same origin, envelope { success, message, data }).
 *   api.get<T>(path, { params? })            api.post<T>(path, body?)
 *   api.put<T>(path, body?)                  api.patch<T>(path, body?)
 *   api.del<T>(path, { params? })
 *   api.request<T>({ method, path, body?, params? }) → { data, message } (when the
 *     server's message matters, e.g. "request sent")
 *   api.download(path, params?, filename?)   saves an .xlsx/.pdf answer as a file
 * Each resolves to the envelope's `data` and throws ApiError (api-error.ts) on failure.
 * A 401 (TOKEN_EXPIRED / UNAUTHENTICATED) refreshes the token once, shared by every
 * waiting call, then replays them; a failed refresh or a second 401 logs out.
 */
import type { LoginData } from '@prapa/contracts';
import { ApiError } from './api-error.ts';
import { noteFreshness } from './data-freshness.ts';
import { i18n } from './i18n.ts';
import { clearSession, getToken, getUser, markSessionEnded, setSession } from './session.ts';
import { buildUrl, saveResponseAsFile, type Params } from './http-helpers.ts';

export type { Params } from './http-helpers.ts';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  method: Method;
  path: string;
  body?: unknown;
  params?: Params;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
};
export type ApiAnswer<T> = { data: T; message: string };

const REFRESH_PATH = '/api/auth/refresh-token';

/** Sign-in paths answer 401 for wrong credentials: never refresh on those. */
const isAuthPath = (path: string) =>
  path.startsWith('/api/auth/') || path === '/api/v1/cms/auth/login' || path === '/api/v1/setup';

const headersFor = (token: string, withBody: boolean): Record<string, string> => ({
  ...(withBody ? { 'Content-Type': 'application/json' } : {}),
  Accept: 'application/json',
  Authorization: token ? `Bearer ${token}` : '',
  OrgId: token ? (getUser()?.org_id ?? '') : '',
  'Accept-Language': i18n.language,
});

const send = async (opts: RequestOptions, token: string): Promise<Response> => {
  // Fastify refuses an empty body sent as JSON: bodyless writes send `{}`.
  const body = opts.method === 'GET' || opts.method === 'DELETE' ? opts.body : (opts.body ?? {});
  // A change made with no connection fails at once, in words, and is never sent later on
  // its own (the reader would not know it went through). /meter keeps its own queue.
  if (opts.method !== 'GET' && typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new ApiError(0, 'NETWORK', i18n.t('common:error.offline'));
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(opts.path, opts.params), {
      method: opts.method,
      headers: { ...headersFor(token, body !== undefined), ...opts.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('common:error.network'));
  }
  if (opts.method === 'GET') noteFreshness(opts.path, res.headers);
  return res;
};

const codeOf = async (res: Response): Promise<string | null> => {
  try {
    const body: unknown = await res.clone().json();
    return typeof body === 'object' && body && 'code' in body ? String(body.code) : null;
  } catch {
    return null;
  }
};

let refreshing: Promise<boolean> | null = null;

const refreshOnce = (): Promise<boolean> => {
  refreshing ??= (async () => {
    try {
      const res = await send(
        { method: 'POST', path: REFRESH_PATH, body: { accessToken: getToken() } },
        '',
      );
      if (!res.ok) return false;
      setSession((await parse<LoginData>(res)).data);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
};

/** The guard sees the cleared session and sends the reader to /pages/login?to=<here>. */
const forceLogout = () => {
  markSessionEnded();
  clearSession();
};

const execute = async (opts: RequestOptions, replay = false): Promise<Response> => {
  const token = getToken();
  const res = await send(opts, token);
  if (res.status !== 401 || !token || isAuthPath(opts.path)) return res;
  const code = await codeOf(res);
  if (code !== 'TOKEN_EXPIRED' && code !== 'UNAUTHENTICATED') return res;
  if (replay) {
    forceLogout();
    return res;
  }
  // Another call may have refreshed while this one was in flight.
  const renewed = getToken() !== token || (await refreshOnce());
  if (!renewed) {
    forceLogout();
    return res;
  }
  return execute(opts, true);
};

const parse = async <T>(res: Response): Promise<ApiAnswer<T>> => {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (res.ok) {
    if (body && typeof body === 'object' && 'success' in body && body.success === true) {
      const ok = body as unknown as { data: T; message?: string };
      return { data: ok.data, message: ok.message ?? '' };
    }
    if (body === null) return { data: undefined as T, message: '' };
  }
  throw toApiError(res.status, body);
};

const toApiError = (status: number, body: unknown): ApiError => {
  if (body && typeof body === 'object' && 'message' in body && 'code' in body) {
    const failure = body as {
      code: ApiError['code'];
      message: string;
      errors?: ApiError['errors'];
    };
    return new ApiError(status, failure.code, failure.message, failure.errors ?? []);
  }
  const code = status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  return new ApiError(status, code, i18n.t('common:error.http', { status }));
};

const request = async <T>(opts: RequestOptions): Promise<ApiAnswer<T>> =>
  parse<T>(await execute(opts));

const data = async <T>(opts: RequestOptions): Promise<T> => (await request<T>(opts)).data;

const download = async (path: string, params?: Params, filename?: string): Promise<void> => {
  const res = await execute({ method: 'GET', path, params });
  if (!res.ok) await parse(res);
  await saveResponseAsFile(res, filename);
};

export const api = {
  request,
  get: <T>(path: string, opts: { params?: Params } = {}) =>
    data<T>({ method: 'GET', path, params: opts.params }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    data<T>({ method: 'POST', path, body, ...(headers ? { headers } : {}) }),
  put: <T>(path: string, body?: unknown) => data<T>({ method: 'PUT', path, body }),
  patch: <T>(path: string, body?: unknown) => data<T>({ method: 'PATCH', path, body }),
  del: <T>(path: string, opts: { params?: Params } = {}) =>
    data<T>({ method: 'DELETE', path, params: opts.params }),
  download,
};
