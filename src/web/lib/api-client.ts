import type { ApiErrorBody, ErrorCode, FieldIssue } from '#core/errors';

export const AUTH_TOKEN_KEY = 'auth_token';

/** A non-2xx answer. `message` follows SPEC §8: 'STATUS: body text' (or the status text). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly url: string;
  readonly method: string;
  readonly issues: FieldIssue[];
  /** The server's own message, for toasts ('Invalid username or password'). */
  readonly serverMessage: string | undefined;

  constructor(init: { status: number; text: string; url: string; method: string; body?: Partial<ApiErrorBody> }) {
    super(`${init.status}: ${init.text}`);
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
    this.code = init.body?.code;
    this.issues = init.body?.issues ?? [];
    this.serverMessage = init.body?.message;
  }
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
  else localStorage.removeItem(AUTH_TOKEN_KEY);
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: a 401 is final even if the token changed meanwhile (the rotation call itself). */
  retryWithNewToken?: boolean;
};

/** The token rotation in flight, settled either way (auth/session-rotation.ts). */
let tokenRotation: Promise<void> | null = null;

/**
 * Marks a token rotation in flight. The server revokes the old token as it issues the new one, so a
 * request sent with the old token and answered 401 meanwhile waits for the rotation, then is sent
 * once more with the new token instead of signing the user out.
 */
export function whileRotatingToken<T>(rotation: Promise<T>): Promise<T> {
  const settled = rotation.then(
    () => undefined,
    () => undefined,
  );
  tokenRotation = settled;
  void settled.then(() => {
    if (tokenRotation === settled) tokenRotation = null;
  });
  return rotation;
}

/** SPEC §7: cookies included, bearer from auth_token, JSON content type only with a body. */
export async function apiRequest<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  let res = await send(method, url, options, token);
  if (res.status === 401 && options.retryWithNewToken !== false) {
    await tokenRotation;
    const current = getToken();
    if (current && current !== token) res = await send(method, url, options, current);
  }
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let parsed: Partial<ApiErrorBody> | undefined;
    try {
      parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    } catch {
      parsed = undefined;
    }
    throw new ApiError({ status: res.status, text, url, method, body: parsed });
  }
  if (method === 'HEAD' || res.status === 204) return {} as T;
  return (await res.json()) as T;
}

function send(method: string, url: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
}

/** A GET for queries; `on401: 'returnNull'` yields null instead of throwing (SPEC §7). */
export function getQueryFn<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}) {
  return async ({ signal }: { signal?: AbortSignal } = {}): Promise<T | null> => {
    try {
      return await apiRequest<T>('GET', url, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * True when the item asked for does not exist for this user: a 404, or a 400 for an id the server
 * rejects outright (too large to be any item's id). Such a load is not worth a Try again.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The message to show in a toast: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage && error.status < 500) return error.serverMessage;
  return fallback;
}
