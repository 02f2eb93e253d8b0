import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description, generated from the same zod schemas that validate requests, so it
 * cannot drift from what the server accepts. Served as JSON at /api/docs; in production only
 * with a session.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ListingPilot API',
        version: '1.0.0',
        description: 'Listing health, AI rewrites, FAQs and A+ content for Amazon sellers.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  // In production only a signed-in user reads it: the route list is no map for a stranger.
  const signedIn = app.config.env === 'production' ? { onRequest: app.authenticate } : {};
  app.get('/api/docs', { ...signedIn, schema: { hide: true } }, async () => app.swagger());
});
