import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AplusDraftSchema,
  AplusIdParamsSchema,
  GenerateAplusBodySchema,
  GetAplusResponseSchema,
  PublishAplusResponseSchema,
  SaveAplusModulesBodySchema,
} from '#core/aplus/api';
import { selectAplusGenerator } from './generator.ts';
import { getDraftPdf } from './pdf-service.ts';
import { publishDraft, refreshStatus } from './publish.ts';
import * as service from './service.ts';

/** Enhanced Content Creator (A+ content). The plan gate is checked after the listing lookup (service.ts). */
export const aplusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const generator = selectAplusGenerator(app.config.llm);
  const publishDeps = () => ({ db: app.db, config: app.config, cipher: app.cipher, spapi: app.spapi });

  app.get('/aplus/:id', { schema: { params: AplusIdParamsSchema, response: { 200: GetAplusResponseSchema } } }, async (request) =>
    service.getDraft(app.db, request.user, request.params.id),
  );

  app.post(
    '/aplus/generate/:id',
    { schema: { params: AplusIdParamsSchema, body: GenerateAplusBodySchema, response: { 200: AplusDraftSchema } } },
    async (request) =>
      service.generateDraft({ db: app.db, generator, log: request.log }, request.user, request.params.id, request.body),
  );

  app.put(
    '/aplus/:id/modules',
    { schema: { params: AplusIdParamsSchema, body: SaveAplusModulesBodySchema, response: { 200: AplusDraftSchema } } },
    async (request) => service.saveModules(app.db, request.user, request.params.id, request.body.modules),
  );

  app.post(
    '/aplus/:id/publish',
    { schema: { params: AplusIdParamsSchema, response: { 200: PublishAplusResponseSchema } } },
    async (request) => publishDraft(publishDeps(), request.user, request.params.id),
  );

  app.post(
    '/aplus/:id/refresh-status',
    { schema: { params: AplusIdParamsSchema, response: { 200: AplusDraftSchema } } },
    async (request) => refreshStatus(publishDeps(), request.user, request.params.id),
  );

  // Binary answer: no zod response schema; the bytes come from pdfkit.
  app.get('/aplus/:id/pdf', { schema: { params: AplusIdParamsSchema } }, async (request, reply) => {
    const pdf = await getDraftPdf({ db: app.db, config: app.config }, request.user, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="aplus-content.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
