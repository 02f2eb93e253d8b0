import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_ERROR_BODY_LIMIT, ClientErrorReportSchema } from '#core/api/client-errors';
import { AppError } from '../errors.ts';
import { clientKey, hitRateLimitWindow } from '../security/index.ts';
import { redactSecrets } from './redact.ts';

/** A crashing screen can report in a loop; a few reports per minute and address say all there is. */
const REPORTS_PER_MINUTE = 10;

/** POST /api/client-errors: the web app's error boundary and global handlers report here. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT, schema: { body: ClientErrorReportSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { count } = await hitRateLimitWindow(app.db, `client-errors:ip:${clientKey(request.ip)}`, 60_000);
      if (count > REPORTS_PER_MINUTE) throw new AppError('RATE_LIMITED', 'Too many error reports. Please try again later.');
      const report = request.body;
      request.log.warn(
        {
          clientError: {
            kind: report.kind,
            route: redactSecrets(report.route),
            message: redactSecrets(report.message),
            stack: report.stack === undefined ? undefined : redactSecrets(report.stack),
            buildId: report.buildId,
            userAgent: redactSecrets(String(request.headers['user-agent'] ?? '').slice(0, 300)),
          },
        },
        'client error',
      );
      return reply.status(204).send(null);
    },
  );
};
