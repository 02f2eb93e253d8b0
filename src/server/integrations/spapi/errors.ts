import type { SpApiErrorItem } from './types.ts';

/**
 * A failed SP-API or LWA call after retries. `status` 0 means no HTTP answer (network, timeout).
 * Messages may name the operation and Amazon's error code but never a token. `code` and `message`
 * are Amazon's first error; `errors` keeps every item (A+ sends one per invalid field or ASIN).
 */
export class SpApiError extends Error {
  readonly operation: string;
  readonly status: number;
  readonly code: string;
  readonly details?: string;
  readonly requestId?: string;
  readonly errors: readonly SpApiErrorItem[];

  constructor(opts: {
    operation: string;
    status: number;
    code: string;
    message: string;
    details?: string;
    requestId?: string;
    errors?: readonly SpApiErrorItem[];
    cause?: unknown;
  }) {
    super(`${opts.operation}: ${opts.status} ${opts.code}: ${opts.message}`, { cause: opts.cause });
    this.name = 'SpApiError';
    this.operation = opts.operation;
    this.status = opts.status;
    this.code = opts.code;
    this.details = opts.details;
    this.requestId = opts.requestId;
    this.errors = opts.errors ?? [];
  }
}

/** LWA answers `{error, error_description}`; `invalid_grant` = code or refresh token no longer valid. */
export class LwaError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, description?: string, options?: ErrorOptions) {
    super(`LWA token request failed: ${status} ${error}${description ? `: ${description}` : ''}`, options);
    this.name = 'LwaError';
    this.status = status;
    this.error = error;
  }
}

/** The `errors` list of an SP-API error body, or none. */
export function errorItems(body: unknown): SpApiErrorItem[] {
  const errors = (body as { errors?: SpApiErrorItem[] } | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}

export function firstError(body: unknown): SpApiErrorItem | undefined {
  return errorItems(body)[0];
}

/** Amazon signals an expired access token as 403 Unauthorized whose details say so. */
export function isExpiredTokenError(status: number, body: unknown): boolean {
  if (status !== 403) return false;
  const error = firstError(body);
  return /expired/i.test(`${error?.details ?? ''} ${error?.message ?? ''}`);
}
