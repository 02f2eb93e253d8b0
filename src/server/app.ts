import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#core/errors';
import { compileLexicons } from '#core/health/index';
import type { Config } from './config.ts';
import { openPgliteDir, openPostgres, type Database } from './db/client.ts';
import { createCipher, loadEncryptionKey } from './security/encryption.ts';
import { servicesPlugin } from './plugins/services.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { answerClientError } from './plugins/client-error.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './cache/plugin.ts';
import { spaPlugin } from './plugins/spa.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { forwardedWarningPlugin } from './plugins/forwarded-warning.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { apiRoutes } from './routes.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { featureWorkers } from './workers.ts';
import { writeRateLimitPlugin, type WriteRateLimitOptions } from './security/write-rate-limit.ts';
import { rekeyUsernames } from './accounts/index.ts';
import { serializeError, serializeRequest } from './security/log-serializers.ts';
import { spapiPlugin } from './amazon/spapi-plugin.ts';
import { stripePlugin } from './billing/stripe-client.ts';
import { mailPlugin } from './mail/plugin.ts';

const BAD_URL_MESSAGE = 'The address is not a valid URL: it has a malformed %-escape.';

export type BuildOptions = {
  /** An open database (tests pass a per-file clone); otherwise opened from config. */
  database?: Database;
  /** Extra pino options, e.g. a stream that tests capture. */
  logger?: { stream?: NodeJS.WritableStream };
  webRoot?: string;
  /** Write rate limits (tests lower or raise them); defaults in security/write-rate-limit.ts. */
  writeRateLimit?: WriteRateLimitOptions;
  /** The clock of time-limited links and mail rate limits (tests move it forward). */
  now?: () => Date;
  /**
   * Extra plugins mounted under their prefix beside the API (the embedded emulators, which the
   * composition root decides on: see embedded-emulators.ts). None by default.
   */
  mounts?: Mount[];
  /** Where mail goes; defaults to SMTP_URL. */
  mail?: MailOptions;
  /** How often an idle worker looks for jobs queued by another process; see jobs/plugin.ts. */
  jobPollingSeconds?: number;
  /** The longest the job queue's shutdown waits on each step; see jobs/plugin.ts. */
  jobShutdownStepMs?: number;
};

/** A plugin registered in its own encapsulated scope under `prefix`. */
export type Mount = { prefix: string; plugin: FastifyPluginAsync };

/** The SMTP server for all mail, and what to stop once the mailer has sent its last mail. */
export type MailOptions = { smtpUrl: string; afterClose?: () => Promise<void> };

/** Paths pino must never print: credentials in headers and bodies. */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.refresh_token',
  '*.access_token',
  '*.client_secret',
  '*.apiKey',
];

/**
 * The app of one process, by `config.role`: `web` serves HTTP and only enqueues jobs, `worker` runs
 * every feature's job workers and registers no route (it never listens), `all` does both.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const servesHttp = config.role !== 'worker';
  const runsJobs = config.role !== 'web';
  // A worker mails too (alerts from the listing watch) when it has an SMTP server of its own to reach;
  // the built-in mail emulator lives in the web process, so a worker without SMTP_URL sends nothing.
  const mail = servesHttp ? mailOptions(config, options.mail) : workerMailOptions(config, options.mail);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
    },
    bodyLimit: 1_048_576,
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For is whatever the client wrote.
    trustProxy: trustProxyOption(config.trustProxy),
    // Request ids let a user's report be matched to the log line.
    genReqId: () => crypto.randomUUID(),
    // A URL Fastify cannot decode (`/assets/%c0%ae%c0%ae/x`) is answered before any route or error
    // handler: in the app's error shape, like every other refusal.
    frameworkErrors: (_error, _request, reply) => {
      // Typed for routes with a reply schema; this answer belongs to no route.
      void (reply as FastifyReply).status(400).send({ code: 'VALIDATION', message: BAD_URL_MESSAGE } satisfies ApiErrorBody);
    },
    // What Node's HTTP parser refuses (a NUL in a header) never reaches a route: answered in the app's shape too.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  const cipher = createCipher(loadEncryptionKey(config.tokenEncryptionKey, config.dataDir));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  // The health engine's phrase tables take 60-100 ms of CPU to build, once per process: built before
  // the server listens, no seller's request (the first import scored) holds the event loop for them.
  app.addHook('onReady', async () => compileLexicons());

  await app.register(servicesPlugin, { config, database, cipher, now: options.now });
  // Before any sign-in: accounts whose look-alike key a migration cleared get it back.
  const rekeyed = await rekeyUsernames(app.db);
  if (rekeyed.keyed > 0) app.log.info(rekeyed, 'username look-alike keys computed');
  await app.register(jobsPlugin, {
    pollingIntervalSeconds: options.jobPollingSeconds,
    shutdownStepMs: options.jobShutdownStepMs,
  });
  await app.register(spapiPlugin);
  await app.register(stripePlugin);
  if (!servesHttp && mail) await app.register(mailPlugin, mail);
  if (runsJobs) for (const workers of featureWorkers) workers(app);
  if (servesHttp) await registerHttp(app, config, options, mail!);
  return app;
}

/** What only a process that serves HTTP needs: the plugins of a request, the routes, the web app. */
async function registerHttp(app: FastifyInstance, config: Config, options: BuildOptions, mail: MailOptions): Promise<void> {
  // Requests still running at shutdown answer `Connection: close`: a keep-alive socket left open
  // after its last answer would hold server.close() (and the onClose hooks) for the whole
  // keep-alive timeout.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });

  await app.register(errorHandlerPlugin);
  if (config.trustProxy === false) await app.register(forwardedWarningPlugin);
  await app.register(securityHeadersPlugin, { hsts: config.env === 'production' });
  await app.register(cachePlugin);
  await app.register(authPlugin);
  await app.register(writeRateLimitPlugin, options.writeRateLimit ?? {});
  await app.register(openApiPlugin);
  await app.register(mailPlugin, mail);
  for (const mount of options.mounts ?? []) await app.register(mount.plugin, { prefix: mount.prefix });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(spaPlugin, { root: options.webRoot });
}

/**
 * The route table lets tests walk every route, so a new route is covered automatically;
 * `routeOwners` names the API_ROUTES plugin (routes.ts) that registered each `METHOD /url` of /api.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('routeOwners', new Map<string, unknown>());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
}

export type RouteTableEntry = { method: string; url: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    routeTable: RouteTableEntry[];
    routeOwners: Map<string, unknown>;
  }
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify ignores a bare number, so a hop count becomes the
 * function proxy-addr calls per address from the socket outwards (hop 0 is the socket's peer):
 * the first `hops` are proxies, the next one is the client.
 */
export function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Without SMTP_URL the composition root must hand over a server (the mail emulator's receiver). A worker sends no mail. */
function workerMailOptions(config: Config, mail: MailOptions | undefined): MailOptions | undefined {
  return mail ?? (config.mail.smtpUrl ? { smtpUrl: config.mail.smtpUrl } : undefined);
}

function mailOptions(config: Config, mail: MailOptions | undefined): MailOptions {
  if (mail) return mail;
  if (config.mail.smtpUrl) return { smtpUrl: config.mail.smtpUrl };
  throw new Error('No SMTP server for mail: set SMTP_URL.');
}

export function openDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl) return openPgliteDir(config.dataDir);
  // A process of role `all` serves requests too: it keeps the web pool's quick refusal.
  return openPostgres(config.databaseUrl, config.role === 'worker' ? 'worker' : 'web');
}
