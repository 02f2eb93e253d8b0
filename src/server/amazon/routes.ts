import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AmazonConnectionSchema, AuthUrlQuerySchema, AuthUrlResponseSchema } from '#core/api/amazon';
import { connectCookie } from './connect-cookie.ts';
import * as service from './service.ts';

const CallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  selling_partner_id: z.string().max(100).optional(),
  spapi_oauth_code: z.string().max(2048).optional(),
  mws_auth_token: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** /api/amazon/*: connect a Seller Central account (SPAPI.md §2), read and remove the connection. */
export const amazonRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, cipher: app.cipher, spapi: app.spapi });
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
    const result = await service.completeConsent(deps(), request.query, browserKey);
    if (result.ok) return reply.redirect('/?connected=true', 302);
    if (result.log) request.log.warn({ err: result.log }, 'Amazon consent callback failed');
    return reply.redirect(`/?error=${encodeURIComponent(result.message)}`, 302);
  });

  app.get('/amazon/connection', { onRequest: app.authenticate, schema: { response: { 200: AmazonConnectionSchema } } }, async (request) =>
    service.getConnectionStatus(app.db, request.user.id),
  );

  app.delete('/amazon/connection', { onRequest: app.authenticate, schema: { response: { 200: AmazonConnectionSchema } } }, async (request) => {
    await service.disconnect(app.db, request.user.id);
    return service.getConnectionStatus(app.db, request.user.id);
  });
};
