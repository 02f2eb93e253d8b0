import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthResponseSchema, UserSchema } from '#core/api/auth';
import { LoginSchema, RegisterBodySchema } from '#core/schemas';
import { isLocalClient } from '../security/index.ts';
import * as service from './service.ts';
import { refreshSession } from './security-service.ts';
import { sendVerificationLater } from './verification-service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, sessionTtlDays: app.config.sessionTtlDays, sessionMaxDays: app.config.sessionMaxDays, now: app.now };
  const mailDeps = { ...deps, mailer: app.mailer, publicUrl: app.config.publicUrl, now: app.now };

  app.post(
    '/auth/register',
    { schema: { body: RegisterBodySchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) => {
      const exempt = app.config.env !== 'production' && isLocalClient(request);
      const result = await service.registerUser(deps, request.body, { address: request.ip, exempt });
      sendVerificationLater(mailDeps, result.user, { countAddress: true });
      return reply.status(201).send(result);
    },
  );

  app.post('/auth/login', { schema: { body: LoginSchema, response: { 200: AuthResponseSchema } } }, async (request) =>
    service.loginUser(deps, request.body, request.ip),
  );

  app.get('/auth/me', { onRequest: app.authenticate, schema: { response: { 200: UserSchema } } }, async (request) =>
    service.toUserJson(request.user),
  );

  app.post('/auth/refresh', { onRequest: app.authenticate, schema: { response: { 200: AuthResponseSchema } } }, async (request) =>
    refreshSession(deps, request.user, request.sessionToken),
  );

  app.post('/auth/logout', { onRequest: app.authenticate, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await service.logout(deps, request.sessionToken);
    return reply.status(204).send(null);
  });
};
