import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertCountSchema,
  AlertIdParamsSchema,
  AlertListQuerySchema,
  AlertListSchema,
  AlertMailSettingsSchema,
  WatchStatusSchema,
} from '#core/api/alerts';
import { getSellerConnections } from '../amazon/index.ts';
import { AppError } from '../errors.ts';
import { queueStatus } from './notification-repo.ts';
import { queueCheck } from './queue.ts';
import * as service from './service.ts';
import { verifyUnsubscribeToken } from './unsubscribe.ts';
import { watchMode } from './watch-mode.ts';

const UNSUBSCRIBED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed - ListingPilot</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>You are unsubscribed</h1>
<p>ListingPilot no longer mails you listing alerts. The Alerts page still shows them, and you can turn mail back on in Settings.</p></body></html>`;

const confirmPage = (
  token: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribe - ListingPilot</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>Stop listing alert mail?</h1>
<form method="post" action="unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form></body></html>`;

const TokenQuerySchema = z.object({ token: z.string().max(500).default('') });
const FORGED = 'This unsubscribe link is not valid. Open Settings in ListingPilot to change your alert mail.';
const OUTDATED =
  'This unsubscribe link has expired: your alert mail settings changed after it was sent. Open Settings in ListingPilot to change your alert mail.';

/** Alerts, the listing watch's status and "Check now", alert mail settings and the unsubscribe link. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One-click unsubscribe posts a form body (RFC 8058); the token is in the URL, the body is ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

  app.get(
    '/alerts',
    { onRequest: app.authenticate, schema: { querystring: AlertListQuerySchema, response: { 200: AlertListSchema } } },
    async (request) => service.listAlerts(app.db, request.user.id, request.query),
  );

  app.get('/alerts/count', { onRequest: app.authenticate, schema: { response: { 200: AlertCountSchema } } }, async (request) =>
    service.countAlerts(app.db, request.user.id),
  );

  app.post(
    '/alerts/:id/dismiss',
    { onRequest: app.authenticate, schema: { params: AlertIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.dismiss(app.db, request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/alerts/settings',
    { onRequest: app.authenticate, schema: { response: { 200: AlertMailSettingsSchema } } },
    async (request) => service.mailSettings(app.db, request.user.id),
  );

  app.put(
    '/alerts/settings',
    { onRequest: app.authenticate, schema: { body: AlertMailSettingsSchema, response: { 200: AlertMailSettingsSchema } } },
    async (request) => service.saveMailSettings(app.db, request.user.id, request.body),
  );

  /** The user of a link that is still good: made here, and for the user's current settings version. */
  const linkUser = async (token: string): Promise<number> => {
    const link = verifyUnsubscribeToken(app.cipher, token);
    if (link === null) throw new AppError('NOT_FOUND', FORGED);
    if ((await service.mailSettingsVersion(app.db, link.userId)) !== link.version) throw new AppError('NOT_FOUND', OUTDATED);
    return link.userId;
  };

  app.get('/alerts/unsubscribe', { schema: { querystring: TokenQuerySchema } }, async (request, reply) => {
    await linkUser(request.query.token);
    return reply.type('text/html; charset=utf-8').send(confirmPage(request.query.token));
  });

  app.post('/alerts/unsubscribe', { schema: { querystring: TokenQuerySchema } }, async (request, reply) => {
    const userId = await linkUser(request.query.token);
    await service.unsubscribe(app.db, userId);
    return reply.type('text/html; charset=utf-8').send(UNSUBSCRIBED_PAGE);
  });

  const timing = async (): Promise<service.CheckTiming> => {
    const now = app.now();
    const mode = watchMode(app.config, await queueStatus(app.db), now);
    return { intervalMinutes: mode.intervalMinutes, live: mode.live, cooldownMinutes: app.config.watchCheckCooldownMinutes, now };
  };

  app.get('/alerts/status', { onRequest: app.authenticate, schema: { response: { 200: WatchStatusSchema } } }, async (request) =>
    service.status(app.db, request.user.id, await timing()),
  );

  app.post(
    '/alerts/check',
    { onRequest: app.authenticate, schema: { body: z.object({}).optional(), response: { 202: WatchStatusSchema } } },
    async (request, reply) => {
      const connections = await getSellerConnections(app, request.user.id);
      if (connections.length === 0)
        throw new AppError('CONFLICT', 'Connect your Amazon account first: the watch checks your Amazon listings.');
      // A region checked within the cooldown is not checked again: the answer is its last (or
      // running) check and when the next is allowed. Each check costs the seller's Amazon rate budget.
      const before = await service.status(app.db, request.user.id, await timing());
      const cooling = new Set(before.regions.filter((r) => r.nextCheckAt !== null).map((r) => r.region));
      for (const c of connections)
        if (!cooling.has(c.region)) await queueCheck(app, { userId: request.user.id, region: c.region });
      return reply.code(202).send(await service.status(app.db, request.user.id, await timing()));
    },
  );
};
