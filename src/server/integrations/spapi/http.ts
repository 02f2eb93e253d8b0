import { errorItems, firstError, isExpiredTokenError, SpApiError } from './errors.ts';
import type { AccessTokenCache } from './lwa.ts';
import { sleep, type RateLimiter } from './rate-limiter.ts';
import { scaledRate, SPAPI_RATE_LIMITS, type SpApiOperation } from './rates.ts';

export type QueryValue = string | number | boolean | readonly string[] | undefined;

export type SpApiRequest = {
  operation: SpApiOperation;
  /** The usage plan the call draws from when it is not the operation's own (patch previews). */
  rateKey?: SpApiOperation;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with every parameter already percent-encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

export type SpApiResponse<T> = { status: number; body: T | undefined; requestId?: string };

/** What one seller's calls need: where, as whom, and the shared limiter. */
export type SpApiTransport = {
  endpoint: string;
  /** Selling partner id + region: the key of Amazon's rate buckets and of the token cache. */
  sellerKey: string;
  refreshToken: string;
  tokens: AccessTokenCache;
  limiter: RateLimiter;
  speedFactor: number;
  userAgent: string;
  /** Bulk work nobody waits for: it leaves part of each burst to interactive calls (rate-limiter.ts). */
  background?: boolean;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Test and log hook: every request as sent (without the access token) and its status. */
  onExchange?: (exchange: {
    operation: SpApiOperation;
    method: string;
    url: string;
    body?: unknown;
    status: number;
    requestId?: string;
  }) => void;
};

/**
 * Priority matters only where a token takes longer than a second to come back (createReport,
 * getReportDocument): elsewhere a background call waits a moment at most, and the interactive
 * path's leased slots cost far fewer database round-trips.
 */
const SLOW_OPERATION = (operation: SpApiOperation) => SPAPI_RATE_LIMITS[operation].rate < 1;

const MAX_ATTEMPTS = 5;
const TIMEOUT_MS = 30_000;
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/** Swagger `collectionFormat: csv`: arrays go as one comma-joined value (encoded %2C). */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Exponential back-off with jitter, in Amazon time (it shrinks with speedFactor like the rates).
 * 429 answers carry no x-amzn-RateLimit-Limit header: the limiter already spaces calls, so a 429 is
 * mostly jitter and the wait starts at one token's refill time. 5xx and network errors start at
 * 1 s, and never below 50 ms doubling, since outages do not speed up with the factor.
 */
function backoffMs(attempt: number, status: number, operation: SpApiOperation, speedFactor: number): number {
  const ceiling =
    status === 429
      ? Math.min(60_000, (1000 / scaledRate(operation, 1).rate) * 2 ** attempt) / speedFactor
      : Math.max(50 * 2 ** attempt, Math.min(60_000, 1000 * 2 ** attempt) / speedFactor);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * One SP-API call: waits for the rate limiter, sends with the cached access token, refreshes the
 * token once on Amazon's expired-token 403, and retries 429/5xx/network failures up to 5 tries.
 */
export async function callSpApi<T>(t: SpApiTransport, req: SpApiRequest): Promise<SpApiResponse<T>> {
  const doFetch = t.fetch ?? fetch;
  const url = `${t.endpoint.replace(/\/$/, '')}${req.path}${buildQuery(req.query)}`;
  const rateKey = req.rateKey ?? req.operation;
  const limit = scaledRate(rateKey, t.speedFactor);
  let refreshed = false;
  let lastError: SpApiError | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    await t.limiter.acquire(`${t.sellerKey}:${rateKey}`, limit, {
      signal: t.signal,
      retry: attempt > 0,
      background: t.background && SLOW_OPERATION(rateKey),
    });
    const token = await t.tokens.get(t.sellerKey, t.refreshToken);
    let res: Response;
    try {
      res = await doFetch(url, {
        method: req.method,
        headers: {
          'x-amz-access-token': token,
          'x-amz-date': new Date().toISOString().replace(/[-:]|\.\d{3}/g, ''),
          'user-agent': t.userAgent,
          accept: 'application/json',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: t.signal ? AbortSignal.any([t.signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (t.signal?.aborted) throw t.signal.reason;
      lastError = new SpApiError({
        operation: req.operation,
        status: 0,
        code: 'NetworkError',
        message: (error as Error).message,
        cause: error,
      });
      await sleep(backoffMs(attempt, 0, req.operation, t.speedFactor), t.signal);
      continue;
    }
    const requestId = res.headers.get('x-amzn-requestid') ?? undefined;
    const text = await res.text();
    const body = text ? safeJson(text) : undefined;
    t.onExchange?.({ operation: req.operation, method: req.method, url, body: req.body, status: res.status, requestId });
    if (res.ok) return { status: res.status, body: body as T, requestId };

    const error = firstError(body);
    lastError = new SpApiError({
      operation: req.operation,
      status: res.status,
      code: error?.code ?? `HTTP${res.status}`,
      message: error?.message ?? res.statusText,
      details: error?.details,
      requestId,
      errors: errorItems(body),
    });
    if (isExpiredTokenError(res.status, body) && !refreshed) {
      refreshed = true;
      t.tokens.invalidate(t.sellerKey, token);
      attempt--; // a refreshed token is not a failed try
      continue;
    }
    if (!RETRYABLE.has(res.status)) throw lastError;
    if (res.status === 429) t.limiter.throttled(`${t.sellerKey}:${rateKey}`);
    await sleep(backoffMs(attempt, res.status, rateKey, t.speedFactor), t.signal);
  }
  throw lastError ?? new SpApiError({ operation: req.operation, status: 0, code: 'Unknown', message: 'no attempt made' });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ code: 'InvalidResponse', message: text.slice(0, 200) }] };
  }
}
