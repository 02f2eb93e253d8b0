import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmazonConnectionSchema,
  AuthUrlQuerySchema,
  AuthUrlResponseSchema,
  DisconnectQuerySchema,
  SellerSwitchPreviewSchema,
  SellerSwitchRequestSchema,
} from '#core/api/amazon';
import { connectCookie } from './connect-cookie.ts';
import * as service from './service.ts';
import { completeConsent, notifySellerConnected, startFirstImport } from './complete-consent.ts';
import * as sellerSwitch from './seller-switch.ts';
import type { SyncRuns } from './sync-runs.ts';

const CallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  selling_partner_id: z.string().max(100).optional(),
  spapi_oauth_code: z.string().max(2048).optional(),
  mws_auth_token: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** /api/amazon/*: connect a Seller Central account (docs/amazon.md#connecting-a-seller-the-consent-flow), read and remove the connection. */
export const amazonRoutes: FastifyPluginAsyncZod<{ syncRuns: SyncRuns }> = async (app, { syncRuns }) => {
  const deps = () => ({
    db: app.db,
    config: app.config,
    cipher: app.cipher,
    spapi: app.spapi,
    mailer: app.mailer,
    syncRuns,
    now: app.now,
  });
  const secure = app.config.env === 'production' || app.config.publicUrl.startsWith('https:');

  app.get(
    '/amazon/auth-url',
    { onRequest: app.authenticate, schema: { querystring: AuthUrlQuerySchema, response: { 200: AuthUrlResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { url, state, browserKey } = await service.createAuthUrl(deps(), request.user.id, request.query.region);
      connectCookie(state).set(reply, browserKey, { secure, maxAgeSeconds: service.STATE_TTL_MS / 1000 });
      return { url };
    },
  );

  // A browser redirect from Seller Central: no bearer token, the state identifies the user and the
  // connect cookie the browser that started the flow.
  app.get('/amazon/callback', { schema: { querystring: CallbackQuerySchema } }, async (request, reply) => {
    // The URL carries the state and the one-time code: keep it out of Referer headers.
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    const cookie = connectCookie(request.query.state ?? '');
    const browserKey = cookie.read(request);
    cookie.clear(reply, { secure });
    const result = await completeConsent(deps(), request.query, browserKey);
    // Another seller account: the app asks before switching (seller-switch.ts). The token is bound to
    // the user and its name keeps it out of request logs (redactUrl masks *token* parameters).
    if (result.ok && result.switchToken)
      return reply.redirect(`/#seller_switch_token=${encodeURIComponent(result.switchToken)}`, 302);
    if (result.ok) {
      if (result.log) request.log.error({ err: result.log }, 'Could not start the first import at consent');
      return reply.redirect('/?connected=true', 302);
    }
    if (result.log) request.log.warn({ err: result.log }, 'Amazon consent callback failed');
    return reply.redirect(`/?amazon_error=${result.code}`, 302);
  });

  app.get(
    '/amazon/connection',
    { onRequest: app.authenticate, schema: { response: { 200: AmazonConnectionSchema } } },
    async (request) => service.getConnectionStatus(deps(), request.user.id),
  );

  const switchDeps = () => ({ db: app.db, syncRuns });
  app.post(
    '/amazon/seller-switch/preview',
    { onRequest: app.authenticate, schema: { body: SellerSwitchRequestSchema, response: { 200: SellerSwitchPreviewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sellerSwitch.previewSwitch(switchDeps(), request.user.id, request.body.token);
    },
  );

  app.post(
    '/amazon/seller-switch/confirm',
    { onRequest: app.authenticate, schema: { body: SellerSwitchRequestSchema, response: { 200: AmazonConnectionSchema } } },
    async (request) => {
      const switched = await sellerSwitch.confirmSwitch(switchDeps(), request.user.id, request.body.token);
      notifySellerConnected(deps(), { userId: request.user.id, sellingPartnerId: switched.sellingPartnerId });
      const importError = await startFirstImport(deps(), request.user.id);
      if (importError) request.log.error({ err: importError }, 'Could not start the import of the new seller account');
      return service.getConnectionStatus(deps(), request.user.id);
    },
  );

  app.post(
    '/amazon/seller-switch/cancel',
    { onRequest: app.authenticate, schema: { body: SellerSwitchRequestSchema } },
    async (request, reply) => {
      await sellerSwitch.cancelSwitch(switchDeps(), request.user.id, request.body.token);
      return reply.code(204).send();
    },
  );

  // ?region=EU disconnects that region only; without it, every region.
  app.delete(
    '/amazon/connection',
    { onRequest: app.authenticate, schema: { querystring: DisconnectQuerySchema, response: { 200: AmazonConnectionSchema } } },
    async (request) => {
      await service.disconnect(deps(), request.user.id, request.query.region);
      return service.getConnectionStatus(deps(), request.user.id);
    },
  );
};
