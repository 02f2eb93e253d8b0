import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingIdParamsSchema, ListingSchema, ListingsPageSchema, ListingsQuerySchema, ListingsSummarySchema } from '#core/api/listings';
import { sendCachedJson } from '../cache/cached-json.ts';
import { countStaleScores, currentPolicyVersion, RESCORE_QUEUE, runRescoreJob } from './rescore-job.ts';
import * as service from './service.ts';

/** A policy row can take effect while the server runs: look for stale scores this often. */
const RESCORE_CHECK_MS = 60 * 60_000;

const ListingsAnswerSchema = z.union([z.array(ListingSchema), ListingsPageSchema]);

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  defineRescore(app);

  // The most read answers of the app (every table view and dashboard visit), cached per user.
  app.get('/listings', { schema: { querystring: ListingsQuerySchema, response: { 200: ListingsAnswerSchema } } }, async (request, reply) =>
    sendCachedJson(app, request, reply, ListingsAnswerSchema, () => service.findListings(app.db, request.user.id, request.query)),
  );

  app.get('/listings/summary', { schema: { response: { 200: ListingsSummarySchema } } }, async (request, reply) =>
    sendCachedJson(app, request, reply, ListingsSummarySchema, () => service.summariseListings(app.db, request.user.id)),
  );

  app.get('/listings/:id', { schema: { params: ListingIdParamsSchema, response: { 200: ListingSchema } } }, async (request, reply) =>
    sendCachedJson(app, request, reply, ListingSchema, async () => service.toListingJson(await service.getListing(app.db, request.user.id, request.params.id))),
  );
};

/** Worker processes queue one re-score job per policy version when stored scores are older. */
function defineRescore(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  app.jobs.define(RESCORE_QUEUE, { handler: async (data, ctx) => void (await runRescoreJob({ db: app.db }, data, ctx)), retryLimit: 5, expireInSeconds: 60 * 60 });
  if (app.config.role === 'web') return;
  const check = async (): Promise<void> => {
    try {
      const version = currentPolicyVersion();
      const stale = await countStaleScores(app.db, version);
      if (stale === 0) return;
      await app.jobs.enqueue(RESCORE_QUEUE, { policyVersion: version }, { singletonKey: `rescore:${version}` });
      app.log.info({ stale, policyVersion: version }, 'queued a re-score of listings scored under an older policy');
    } catch (error) {
      app.log.warn({ err: error }, 'could not check for listings scored under an older policy');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void check();
    timer = setInterval(() => void check(), RESCORE_CHECK_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
