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
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } satisfies ApiErrorBody);
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: 'Too many requests. Please slow down and try again shortly.' } satisfies ApiErrorBody);
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
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send({ code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } satisfies ApiErrorBody);
  });

});

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001'].includes(code ?? '');
}
