import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/web');

/** Serves the built SPA; any other GET path returns index.html so client routes survive a reload. */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ?? WEB_DIST;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file (vite.config.ts): sent as they are.
      preCompressed: true,
      // The header comes from setHeaders alone; send's own max-age=0 would overwrite it.
      cacheControl: false,
      setHeaders(res, file) {
        // Vite fingerprints assets, so they can be cached for good; index.html must be revalidated.
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (or `npm run dev` for development).');
    }
    return reply.sendFile('index.html', root);
  });
});
