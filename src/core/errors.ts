/** Error codes shared by server and web; the web branches on `code`, never on message text. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** The user's plan lacks the feature (the plan guard): the web shows its lock and refreshes the user's tier. */
  PLAN_REQUIRED: 403,
  /** A dangerous account change without a recent password or Google confirmation: the web asks for one. */
  REAUTH_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Amazon refuses this seller's authorisation (revoked, or without a permission such as A+): the web offers Reconnect. */
  AMAZON_RECONNECT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldIssue = { path: string; message: string };

/**
 * What services and the AI engine throw (the server answers it as its status, the CLI prints it). `message` is safe to show to the user; `cause` and `detail` are for logs.
 * 5xx answers never carry the message of an unexpected error, only of AppErrors built on purpose.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: FieldIssue[];
  readonly detail?: unknown;
  /** Sent as Retry-After: when a refused (429) request may be tried again. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; detail?: unknown; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The JSON body of every non-2xx API answer. */
export type ApiErrorBody = { code: ErrorCode; message: string; issues?: FieldIssue[] };

export function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}
