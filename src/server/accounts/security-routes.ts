import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountExportSchema,
  AccountSecuritySchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ReauthPasswordBodySchema,
} from '#core/api/account';
import { UserSchema } from '#core/api/auth';
import { exportAccount } from './export-service.ts';
import { reauthenticateWithPassword } from './reauth.ts';
import * as service from './security-service.ts';
import { notifyAccountOwner } from './notify.ts';
import { sendVerificationLater } from './verification-service.ts';
import { isLocalClient } from '../security/index.ts';

type Options = {
  /**
   * Stops a paid subscription before the account is deleted, or null when billing is not
   * configured. Billing builds on accounts, so the composition root (app.ts) hands it in.
   */
  cancelSubscription: ((subscriptionId: string) => Promise<void>) | null;
};

/** /api/account: re-authentication, password and email change, data export and account deletion. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<Options> = async (app, { cancelSubscription }) => {
  const deps = { db: app.db, sessionTtlDays: app.config.sessionTtlDays, sessionMaxDays: app.config.sessionMaxDays };
  const mailDeps = { ...deps, mailer: app.mailer, publicUrl: app.config.publicUrl, now: app.now };
  // The new address gets a verification link; the old one, if it was verified, hears of the change.
  const onEmailChanged: service.OnEmailChanged = async ({ userId, username, newEmail }) => {
    sendVerificationLater(mailDeps, { id: userId, username, email: newEmail });
  };

  app.get(
    '/account',
    { onRequest: app.authenticate, schema: { response: { 200: AccountSecuritySchema } } },
    async (request, reply) => {
      // Says until when this session's confirmation counts: a cached copy would keep saying so.
      void reply.header('cache-control', 'no-store');
      return service.getAccountSecurity(deps, request.user, request.sessionToken);
    },
  );

  app.post(
    '/account/reauth',
    { onRequest: app.authenticate, schema: { body: ReauthPasswordBodySchema, response: { 200: AccountSecuritySchema } } },
    async (request) => {
      await reauthenticateWithPassword(deps, request.user, request.sessionToken, request.body.password, request.ip);
      return service.getAccountSecurity(deps, request.user, request.sessionToken);
    },
  );

  app.post(
    '/account/email',
    { onRequest: app.authenticate, schema: { body: ChangeEmailBodySchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = await service.changeEmail(
        { ...deps, onEmailChanged, mailNow: app.now },
        request.user,
        request.sessionToken,
        request.body,
        // As registration: a loopback client outside production (tests, a local demo) is not counted per address.
        { address: request.ip, exempt: app.config.env !== 'production' && isLocalClient(request) },
      );
      // request.user still holds the old address: the notice goes there, if it was verified.
      notifyAccountOwner(mailDeps, request.user, { kind: 'email-changed', oldEmail: request.user.email, newEmail: user.email });
      return user;
    },
  );

  app.post(
    '/account/password',
    { onRequest: app.authenticate, schema: { body: ChangePasswordBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.changePassword(deps, request.user, request.sessionToken, request.body, request.ip);
      notifyAccountOwner(mailDeps, request.user, { kind: 'password-changed' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/export',
    { onRequest: app.authenticate, schema: { response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      const body = await exportAccount(deps, request.user);
      // A download, never cached by a shared proxy: it holds everything about the user.
      void reply.header('cache-control', 'no-store');
      void reply.header('content-disposition', `attachment; filename="listingpilot-export-${request.user.id}.json"`);
      return body;
    },
  );

  app.delete(
    '/account',
    { onRequest: app.authenticate, schema: { body: DeleteAccountBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteAccount({ ...deps, cancelSubscription }, request.user, request.sessionToken, request.body, request.ip);
      // request.user is the row as it was before the deletion: the notice goes to the address the
      // account had, and only once the deletion has committed.
      notifyAccountOwner(mailDeps, request.user, { kind: 'account-deleted' });
      return reply.status(204).send(null);
    },
  );
};
