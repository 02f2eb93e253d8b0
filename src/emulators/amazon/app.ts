/**
 * The Amazon emulator (docs/amazon.md#how-the-emulator-mirrors-amazon): Seller Central consent, LWA and the SP-API operations ListingPilot
 * uses, on one origin. Production code reaches it only through base URLs (SP-API, LWA token, Seller
 * Central), so it answers exactly like Amazon, and a control API under /__emulator/* (only with
 * `controlApi: true`) drives tests.
 *
 * Each API lives in its own route module; A+ and Uploads will be one more module
 * registered below.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAplusControlRoutes } from './aplus-control.ts';
import { registerAplusModule } from './aplus-module.ts';
import { registerCatalogRoutes } from './catalog.ts';
import { registerConsentRoutes } from './consent.ts';
import { registerChangeControlRoutes } from './change-control.ts';
import { registerControlRoutes } from './control.ts';
import { errorList } from './errors.ts';
import { registerFeedbackRoutes } from './feedback.ts';
import { registerImageRoutes } from './images.ts';
import { registerListingsRoutes } from './listings.ts';
import { registerNotificationsRoutes } from './notifications.ts';
import { registerLwaRoutes } from './lwa.ts';
import { registerProductTypeRoutes } from './product-types.ts';
import { redactUrl } from '#core/redact-url';
import { registerReportsRoutes } from './reports.ts';
import { registerSellersRoutes } from './sellers.ts';
import { createState, type EmulatorState } from './state.ts';
import type { AmazonEmulatorOptions } from './options.ts';
import { hostOf, regionPrefix, REGIONS } from './regions.ts';

export type { AmazonEmulatorOptions } from './options.ts';

const MAX_CALL_LOG = 10_000;

/** Fastify plugin; encapsulated on purpose so its parsers and hooks stay off the parent server. */
export async function amazonEmulatorPlugin(app: FastifyInstance, opts: AmazonEmulatorOptions): Promise<void> {
  const state: EmulatorState = createState({
    publicUrl: opts.publicUrl.replace(/\/+$/, ''),
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    applicationId: opts.applicationId,
    redirectUris: opts.redirectUris,
    speedFactor: opts.speedFactor ?? 1,
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? 3600,
    logger: opts.logger ?? false,
    isDraftApp: opts.isDraftApp ?? false,
    now: opts.now ?? Date.now,
    ...(opts.sqsEndpoint && { sqsEndpoint: opts.sqsEndpoint.replace(/\/+$/, '') }),
  });
  const prefix = app.prefix;

  // LWA documents form encoding; the consent form posts it too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Amazon's own SDK sends `Content-Type: application/json` with no body on bodyless POSTs (upload
  // destinations, approval and suspend submissions); Amazon accepts them, so an empty JSON body is
  // no body here rather than Fastify's "Body cannot be empty" 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  app.decorateRequest('amazonRegion', null);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-amzn-RequestId', randomUUID());
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const local = path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
    if (local.startsWith('/__emulator/')) return;
    state.calls.push({
      method: request.method,
      path: local,
      url: redactUrl(request.url),
      status: reply.statusCode,
      operation: request.routeOptions.config.operationId,
      region: request.amazonRegion,
      host: hostOf(request.amazonRegion, local),
      at: new Date().toISOString(),
      ...(reportTypeOf(request.body) && { reportType: reportTypeOf(request.body) }),
    });
    if (state.calls.length > MAX_CALL_LOG) state.calls.splice(0, state.calls.length - MAX_CALL_LOG);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (request.url.includes('/auth/o2/token'))
      return reply.code(400).send({ error: 'invalid_request', error_description: error.message });
    if (status >= 500) request.log.error(error);
    // No `details` here: these answers skip the per-model check, and the A+ model forbids an empty one.
    return reply
      .code(status)
      .send(
        status === 415
          ? errorList('UnsupportedMediaType', error.message)
          : status < 500
            ? errorList('InvalidInput', error.message)
            : errorList('InternalFailure', 'We encountered an internal error. Please try again.'),
      );
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorList('NotFound', `Resource ${request.method} ${request.url.split('?')[0]} not found.`)),
  );

  const registerAmazonRoutes = (scope: FastifyInstance) => {
    registerConsentRoutes(scope, state);
    registerLwaRoutes(scope, state);
    registerSellersRoutes(scope, state);
    registerListingsRoutes(scope, state);
    registerProductTypeRoutes(scope, state);
    registerReportsRoutes(scope, state);
    registerCatalogRoutes(scope, state);
    registerFeedbackRoutes(scope, state);
    registerAplusModule(scope, state);
    registerNotificationsRoutes(scope, state);
  };
  registerAmazonRoutes(app);
  registerImageRoutes(app);
  // Each region on a host of its own (regions.ts): /na, /eu and /fe.
  for (const region of REGIONS) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request) => {
          request.amazonRegion = region;
        });
        registerAmazonRoutes(scope);
      },
      { prefix: regionPrefix(region) },
    );
  }
  if (opts.controlApi) {
    registerControlRoutes(app, state);
    registerChangeControlRoutes(app, state);
    registerAplusControlRoutes(app, state);
  }
}

/** Standalone emulator app (tests: `listen({ port: 0, host: '127.0.0.1' })`). */
export async function buildAmazonEmulator(opts: AmazonEmulatorOptions): Promise<FastifyInstance> {
  // forceCloseConnections: an idle keep-alive connection that close() does not catch as idle would
  // otherwise hold it for Fastify's 72 s keep-alive timeout (seen in tests on PostgreSQL).
  const app = Fastify({ logger: opts.logger ?? false, forceCloseConnections: true });
  await app.register(amazonEmulatorPlugin, opts);
  return app;
}

function reportTypeOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'reportType' in body && typeof body.reportType === 'string'
    ? body.reportType
    : undefined;
}
