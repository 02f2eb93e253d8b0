import { z } from 'zod';

/** Where in the browser a failure was caught. */
export const ClientErrorKindSchema = z.enum(['boundary', 'error', 'unhandledrejection']);

/**
 * POST /api/client-errors: a failure in the browser, reported so that a crash on a user's screen
 * is seen on the server too. Fields are capped: a report is a hint, not a transcript.
 */
export const ClientErrorReportSchema = z.object({
  kind: ClientErrorKindSchema,
  route: z.string().max(500),
  message: z.string().max(2_000),
  stack: z.string().max(8_000).optional(),
  buildId: z.string().max(100),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

/** Body size the endpoint accepts: the capped fields above with room for JSON escaping. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;
