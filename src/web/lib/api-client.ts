import { z } from 'zod';
import type { ApiErrorBody, ErrorCode, FieldIssue } from '#core/errors';
import { reportClientError } from './client-errors.ts';
import { getToken } from './token-store.ts';

export { AUTH_TOKEN_KEY, getToken, getTokenIssuedAt, setToken } from './token-store.ts';

/** A non-2xx answer. `message` is 'STATUS: body text' (or the status text). */
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

/** What a screen says when a response does not match its contract. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an answer this page does not understand. Please try again.';

/**
 * A 2xx answer whose body does not match the endpoint's contract. It is an ApiError so every screen
 * handles it like any failed request (error state, toast, Try again) instead of rendering data of
 * the wrong shape and crashing.
 */
export class UnexpectedResponseError extends ApiError {
  readonly parseIssues: readonly z.core.$ZodIssue[];

  constructor(init: { status: number; url: string; method: string; issues: readonly z.core.$ZodIssue[] }) {
    super({ status: init.status, text: UNEXPECTED_RESPONSE_MESSAGE, url: init.url, method: init.method });
    this.name = 'UnexpectedResponseError';
    this.message = UNEXPECTED_RESPONSE_MESSAGE;
    this.parseIssues = init.issues;
  }
}

/** For endpoints that answer 204 or whose body the caller does not use. */
export const NoContentSchema = z.unknown().transform((): void => undefined);

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

/**
 * Cookies included, bearer from auth_token, JSON content type only with a body. Every answer is
 * parsed with the endpoint's contract (the server's own response schema), in production too: a body
 * of another shape becomes an UnexpectedResponseError and is reported, never handed to a screen.
 */
export async function apiRequest<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const res = await request(method, url, options);
  const body: unknown = method === 'HEAD' || res.status === 204 ? {} : await readJson(res);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw unexpectedResponse({ status: res.status, url, method, error: result.error });
}

/**
 * A file from the API (a CSV, a PDF) as a Blob: the same bearer token, token-rotation retry and
 * ApiError as apiRequest, with the body kept as bytes instead of parsed as JSON.
 */
export async function apiBlob(method: string, url: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await request(method, url, options);
  return res.blob();
}

/** Sends with the session's token, once more after a token rotation, and throws ApiError on a non-2xx. */
async function request(method: string, url: string, options: RequestOptions): Promise<Response> {
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
  return res;
}

/** The error for a 2xx body that failed its contract, reported to the server log on the way. */
export function unexpectedResponse(init: {
  status: number;
  url: string;
  method: string;
  error: z.ZodError;
}): UnexpectedResponseError {
  reportClientError('error', describeParseFailure(init.method, init.url, init.error));
  return new UnexpectedResponseError({ status: init.status, url: init.url, method: init.method, issues: init.error.issues });
}

/**
 * A body that is not JSON at all is parsed as undefined, so the contract rejects it like any other
 * shape. A body whose transfer failed (a query cancelled, the page left mid-read, the network gone)
 * stays that failure: the answer was never wrong, so nothing is reported.
 */
async function readJson(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** Where the body differed, without any of its values (they may hold the user's data). */
function describeParseFailure(method: string, url: string, error: z.ZodError): Error {
  const path = url.split('?')[0];
  const issues = error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.code}`)
    .join('; ');
  const report = new Error(`Unexpected response from ${method} ${path}: ${issues}`);
  report.name = 'UnexpectedResponseError';
  return report;
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

/** A GET for queries; `on401: 'returnNull'` yields null instead of throwing. */
export function getQueryFn<S extends z.ZodType>(schema: S, url: string, options: { on401?: 'throw' | 'returnNull' } = {}) {
  return async ({ signal }: { signal?: AbortSignal } = {}): Promise<z.output<S> | null> => {
    try {
      return await apiRequest(schema, 'GET', url, { signal });
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
