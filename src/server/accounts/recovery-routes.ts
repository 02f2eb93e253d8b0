import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  ResendVerificationResponseSchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from '#core/api/account-recovery';
import type { AccountMailDeps } from './mail-deps.ts';
import type { UnlinkIdentities } from './tokens-repo.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { confirmEmail, resendVerification } from './verification-service.ts';

/** /api/auth: email verification and password reset by mailed link (which unlinks Google sign-in with `unlinkIdentities`). */
export const accountRecoveryRoutes: FastifyPluginAsyncZod<{ unlinkIdentities: UnlinkIdentities }> = async (
  app,
  { unlinkIdentities },
) => {
  const deps: AccountMailDeps = {
    db: app.db,
    sessionTtlDays: app.config.sessionTtlDays,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: app.now,
  };

  app.post(
    '/auth/verify-email',
    { schema: { body: VerifyEmailBodySchema, response: { 200: VerifyEmailResponseSchema } } },
    async (request) => confirmEmail(deps, request.body.token),
  );

  app.post(
    '/auth/verify-email/resend',
    { onRequest: app.authenticate, schema: { response: { 200: ResendVerificationResponseSchema } } },
    async (request) => resendVerification(deps, request.user),
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: ForgotPasswordBodySchema, response: { 200: ForgotPasswordResponseSchema } } },
    async (request) => requestPasswordReset(deps, request.body.login, request.ip),
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await resetPassword({ ...deps, unlinkIdentities }, request.body);
      return reply.status(204).send(null);
    },
  );
};
