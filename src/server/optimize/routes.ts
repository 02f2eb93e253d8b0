import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingIdParamsSchema } from '#core/api/listings';
import { OptimizeRequestSchema, OptimizeResponseSchema } from '#core/api/optimize';
import { createAiProvider } from '#ai/create-provider';
import * as service from './service.ts';

/** POST /api/optimize/{id}. The provider is built once per app from LLM_* config. */
export const optimizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, provider: createAiProvider(app.config.llm) };

  app.post(
    '/optimize/:id',
    {
      onRequest: app.authenticate,
      schema: { params: ListingIdParamsSchema, body: OptimizeRequestSchema, response: { 200: OptimizeResponseSchema } },
    },
    async (request) => {
      return service.optimizeForUser(
        deps,
        request.user,
        request.params.id,
        request.body.language,
        request.body.confirmedKeywords,
      );
    },
  );
};
