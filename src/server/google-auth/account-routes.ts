import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSecuritySchema,
  GoogleAccountStartBodySchema,
  GoogleAccountStartResponseSchema,
  GoogleResultCodeBodySchema,
} from '#core/api/account';
import { notifyAccountOwner, notifyAccountOwnerById } from '../accounts/index.ts';
import { AppError } from '../errors.ts';
import { linkGoogle, reauthenticateWithGoogle, startAccountGoogleFlow, unlinkGoogle } from './account-service.ts';
import { createGoogleRouteSetup, foreignOrigin, wrongAddressMessage } from './deps.ts';
import { flowCookie } from './flow-cookie.ts';
import { STATE_TTL_MS } from './service.ts';

/**
 * /api/account/google: Settings → Link Google / Unlink, and "Confirm with Google" for
 * re-authentication. The popup runs the same round trip as sign-in (callback at
 * /api/auth/google/callback), started here because only a signed-in request knows the user.
 */
export const googleAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = createGoogleRouteSetup(app);
  if (!setup) return;
  const { deps, publicOrigin, secure } = setup;
  const signed = (request: FastifyRequest) => ({ user: request.user, token: request.sessionToken });
  const notices = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, now: app.now };

  app.post(
    '/account/google/start',
    {
      onRequest: app.authenticate,
      schema: { body: GoogleAccountStartBodySchema, response: { 200: GoogleAccountStartResponseSchema } },
    },
    async (request, reply) => {
      const origin = foreignOrigin(request, publicOrigin);
      if (origin) throw new AppError('VALIDATION', wrongAddressMessage(origin, publicOrigin));
      const { authorizationUrl, state } = await startAccountGoogleFlow(deps, signed(request), request.body.intent);
      // The cookie's path is the callback's: this response is on another path, the browser keeps it.
      flowCookie.set(reply, state, { secure, maxAgeSeconds: STATE_TTL_MS / 1000 });
      void reply.header('cache-control', 'no-store');
      return { authorizationUrl };
    },
  );

  app.post(
    '/account/google/link',
    { onRequest: app.authenticate, schema: { body: GoogleResultCodeBodySchema, response: { 200: AccountSecuritySchema } } },
    async (request) => {
      const security = await linkGoogle(deps, signed(request), request.body.code);
      // By id: linking may just have verified the address the notice goes to.
      notifyAccountOwnerById(notices, request.user.id, { kind: 'google-linked' });
      return security;
    },
  );

  app.delete(
    '/account/google',
    { onRequest: app.authenticate, schema: { response: { 200: AccountSecuritySchema } } },
    async (request) => {
      const security = await unlinkGoogle(deps, signed(request));
      notifyAccountOwner(notices, request.user, { kind: 'google-unlinked' });
      return security;
    },
  );

  app.post(
    '/account/google/reauth',
    { onRequest: app.authenticate, schema: { body: GoogleResultCodeBodySchema, response: { 200: AccountSecuritySchema } } },
    async (request) => reauthenticateWithGoogle(deps, signed(request), request.body.code),
  );
};
