import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldIssue } from '#core/errors';
import { AppError } from '../errors.ts';

/** One place turns every failure into `{ code, message, issues? }`; 5xx bodies stay generic. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error, detail: error.detail }, error.message);
      const body: ApiErrorBody = { code: error.code, message: error.message, issues: error.issues };
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ code: 'VALIDATION', message: first, issues } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } satisfies ApiErrorBody);
    }
    if (status === 429) {
      return reply.status(429).send({
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please slow down and try again shortly.',
      } satisfies ApiErrorBody);
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send JSON with Content-Type: application/json.'
            : error.message;
      return reply.status(status).send({ code: 'VALIDATION', message } satisfies ApiErrorBody);
    }
    if (MALFORMED_MULTIPART.test(error.message ?? '')) {
      // busboy's parse errors carry no status: a truncated or garbled upload is the client's, like bad JSON.
      return reply
        .status(400)
        .send({ code: 'VALIDATION', message: 'The upload is not valid multipart/form-data.' } satisfies ApiErrorBody);
    }
    if (isBadValue(error)) {
      // Input that reached the database unvalidated (an id past int4, a NUL byte): the client's
      // mistake, so 400, but logged as a warning because the route's schema should have caught it.
      request.log.warn({ err: error }, 'database rejected a value');
      return reply
        .status(400)
        .send({ code: 'VALIDATION', message: 'A value in the request is not valid.' } satisfies ApiErrorBody);
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({
        code: 'UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } satisfies ApiErrorBody);
  });
});

/** Connection-level failures: refused, reset, admin shutdown, SQLSTATE class 08 (connection exception). */
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/** Errors that carry no code: PGlite after close(), and node-postgres losing or failing to open a connection. */
const DOWN_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found|Part terminated early)/;

/** SQLSTATE data exceptions caused by a value: out of range, bad text, bad encoding, too long, bad date. */
const BAD_VALUE_CODES = new Set(['22003', '22P02', '22021', '22001', '22007', '22008', '22009', '22P05']);

function isBadValue(error: unknown): boolean {
  const codes = [(error as { code?: unknown }).code, (error as { cause?: { code?: unknown } }).cause?.code];
  return codes.some((code) => typeof code === 'string' && BAD_VALUE_CODES.has(code));
}

/** Drizzle wraps driver errors (DrizzleQueryError), so the whole cause chain is checked. */
function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (DOWN_CODES.has(code) || code.startsWith('08'))) return true;
    // Not a drizzle 'Failed query: …' message: its text includes the query parameters (user input).
    if (typeof message === 'string' && !message.startsWith('Failed query') && DOWN_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
