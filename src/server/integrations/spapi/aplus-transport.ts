import { buildQuery } from './http.ts';
import { firstError, isExpiredTokenError, SpApiError } from './errors.ts';
import type { AccessTokenCache } from './lwa.ts';
import { sleep, type RateLimiter } from './rate-limiter.ts';
import type { RateLimit } from './rates.ts';
import type { AplusOperation } from './aplus-types.ts';
import type { AplusTransport } from './aplus-client.ts';
import type { SpApiErrorItem } from './types.ts';

/** An A+ call Amazon refused; `errors` keeps every item (one per invalid field or ASIN), not just the first. */
export class AplusApiError extends SpApiError {
  readonly errors: SpApiErrorItem[];

  constructor(opts: ConstructorParameters<typeof SpApiError>[0], errors: SpApiErrorItem[]) {
    super(opts);
    this.errors = errors;
  }
}

/** SPAPI.md §9: 10 rps / burst 10 for every A+ operation and for upload destinations. */
export const APLUS_RATE_LIMIT: RateLimit = { rate: 10, burst: 10 };

export type AplusTransportOptions = {
  endpoint: string;
  sellerKey: string;
  refreshToken: string;
  tokens: AccessTokenCache;
  limiter: RateLimiter;
  speedFactor: number;
  userAgent: string;
  fetch?: typeof fetch;
};

const MAX_ATTEMPTS = 4;
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/**
 * An AplusTransport on the shared SP-API pieces (token cache, DB rate limiter, error classes).
 * Why not callSpApi: its operation type and rate table (rates.ts) do not list the A+ operations
 * yet; once they do, this can become `(req) => callSpApi(transport, req)`.
 */
export function createAplusTransport(o: AplusTransportOptions): AplusTransport {
  const doFetch = o.fetch ?? fetch;
  return {
    async request<T>(req: { operation: AplusOperation; method: 'GET' | 'POST'; path: string; query?: Record<string, unknown>; body?: unknown }) {
      const url = `${o.endpoint.replace(/\/$/, '')}${req.path}${buildQuery(req.query as Parameters<typeof buildQuery>[0])}`;
      const limit = { rate: APLUS_RATE_LIMIT.rate * o.speedFactor, burst: APLUS_RATE_LIMIT.burst };
      let refreshed = false;
      let lastError: SpApiError | undefined;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        await o.limiter.acquire(`${o.sellerKey}:${req.operation}`, limit);
        const token = await o.tokens.get(o.sellerKey, o.refreshToken);
        let res: Response;
        try {
          res = await doFetch(url, {
            method: req.method,
            headers: { 'x-amz-access-token': token, 'user-agent': o.userAgent, accept: 'application/json', ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: req.body === undefined ? undefined : JSON.stringify(req.body),
            signal: AbortSignal.timeout(30_000),
          });
        } catch (error) {
          lastError = new SpApiError({ operation: req.operation, status: 0, code: 'NetworkError', message: (error as Error).message, cause: error });
          await sleep(1000 / o.speedFactor);
          continue;
        }
        const text = await res.text();
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = { errors: [{ code: 'InvalidResponse', message: text.slice(0, 200) }] };
        }
        if (res.ok) return { status: res.status, body: body as T };
        const e = firstError(body);
        lastError = new AplusApiError(
          { operation: req.operation, status: res.status, code: e?.code ?? `HTTP${res.status}`, message: e?.message ?? res.statusText, details: e?.details, requestId: res.headers.get('x-amzn-requestid') ?? undefined },
          (body as { errors?: SpApiErrorItem[] } | undefined)?.errors ?? [],
        );
        if (isExpiredTokenError(res.status, body) && !refreshed) {
          refreshed = true;
          o.tokens.invalidate(o.sellerKey, token);
          attempt--;
          continue;
        }
        if (!RETRYABLE.has(res.status)) throw lastError;
        await sleep((2 ** attempt * 500) / o.speedFactor);
      }
      throw lastError ?? new SpApiError({ operation: req.operation, status: 0, code: 'Unknown', message: 'no attempt made' });
    },
  };
}
