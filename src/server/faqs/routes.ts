import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqListSchema, GenerateFaqRequestSchema, ReviewSummarySchema, ReviewUploadResultSchema } from '#core/faqs/schemas';
import { ListingIdParamsSchema } from '#core/api/listings';
import { createAiProvider } from '#ai/create-provider';
import { AppError } from '../errors.ts';
import { getEditableListing, getListing } from '../listings/index.ts';
import { assertFeature, requireFeature } from '../plans/index.ts';
import * as service from './service.ts';

export const MAX_REVIEW_FILE_BYTES = 10 * 1024 * 1024;

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Built once per app from LLM_* config, like the optimise routes' provider.
  const deps = { db: app.db, provider: createAiProvider(app.config.llm) };
  await app.register(multipart, { limits: { fileSize: MAX_REVIEW_FILE_BYTES, files: 1, fields: 5 } });

  app.post(
    '/faq/generate/:id',
    {
      preHandler: requireFeature('faq'),
      schema: { params: ListingIdParamsSchema, body: GenerateFaqRequestSchema, response: { 200: FaqListSchema } },
    },
    async (request) => {
      const { items, notes } = await service.generateListingFaqs(deps, request.user.id, request.params.id, request.body);
      // The FAQ list contract has no notes field yet; the log keeps which guardrails fired.
      if (notes.length > 0)
        request.log.info({ listingId: request.params.id, provider: deps.provider.name, aiNotes: notes }, 'FAQ guardrails fired');
      return items;
    },
  );

  app.get('/faq/:id', { schema: { params: ListingIdParamsSchema, response: { 200: FaqListSchema } } }, async (request) =>
    service.findListingFaqs(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/faq/:id/reviews',
    { schema: { params: ListingIdParamsSchema, response: { 200: ReviewSummarySchema } } },
    async (request) => service.summariseReviews(app.db, request.user.id, request.params.id),
  );

  // Reviews only feed FAQ (and A+) generation: a plan without them has no use for stored reviews.
  // Ownership is checked first so another user's id is a 404 whatever the caller's plan.
  const ownListingWithFaq = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    await getListing(app.db, request.user.id, request.params.id);
    assertFeature(request.user, 'faq');
    // Before the upload is read: an archived listing takes no new reviews.
    await getEditableListing(app.db, request.user.id, request.params.id);
  };
  app.post(
    '/faq/:id/reviews',
    { preHandler: ownListingWithFaq, schema: { params: ListingIdParamsSchema, response: { 201: ReviewUploadResultSchema } } },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION', 'Upload the reviews as a file (multipart/form-data, field "file").');
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION', 'No file was uploaded: choose a CSV or JSON file of reviews.');
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', `The review file is larger than ${MAX_REVIEW_FILE_BYTES / 1024 / 1024} MB.`);
        }
        throw error;
      });
      return reply.status(201).send(await service.importReviews(app.db, request.user.id, request.params.id, bytes));
    },
  );
};
