import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '#core/errors';

/**
 * What services throw. `message` is safe to show to the user; `cause` and `detail` are for logs.
 * 5xx answers never carry the message of an unexpected error, only of AppErrors built on purpose.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: FieldIssue[];
  readonly detail?: unknown;

  constructor(code: ErrorCode, message: string, options: { issues?: FieldIssue[]; detail?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.detail = options.detail;
  }
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}
