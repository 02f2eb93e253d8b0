import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSpApi, type SpApi } from '../integrations/spapi/index.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify declaration merging needs an interface
  interface FastifyInstance {
    /** SP-API access shared by routes and jobs: one token cache and rate limiter per process. */
    spapi: SpApi;
  }
}

export const spapiPlugin = fp(
  async (app: FastifyInstance, opts: { fetch?: typeof fetch }) => {
    app.decorate('spapi', createSpApi({ amazon: app.config.amazon, db: app.db, fetch: opts.fetch }));
  },
  { name: 'spapi', dependencies: ['services'] },
);
