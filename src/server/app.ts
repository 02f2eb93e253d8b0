import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMULATOR_PREFIX, type Config } from './config.ts';
import { openPgliteDir, openPostgres, type Database } from './db/client.ts';
import { createCipher, loadEncryptionKey } from './security/encryption.ts';
import { servicesPlugin } from './plugins/services.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './cache/plugin.ts';
import { spaPlugin } from './plugins/spa.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { apiRoutes } from './routes.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { writeRateLimitPlugin, type WriteRateLimitOptions } from './security/write-rate-limit.ts';
import { accountSecurityRoutes } from './accounts/security-routes.ts';
import { serializeError, serializeRequest } from './security/log-serializers.ts';
import { spapiPlugin } from './amazon/spapi-plugin.ts';

export type BuildOptions = {
  /** An open database (tests pass a per-file clone); otherwise opened from config. */
  database?: Database;
  /** Extra pino options, e.g. a stream that tests capture. */
  logger?: { stream?: NodeJS.WritableStream };
  webRoot?: string;
  /** Write rate limits (tests lower or raise them); defaults in security/write-rate-limit.ts. */
  writeRateLimit?: WriteRateLimitOptions;
};

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

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
    },
    bodyLimit: 1_048_576,
    trustProxy: config.env === 'production',
    // Request ids let a user's report be matched to the log line.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  // The route table lets tests walk every route, so a new route is covered automatically.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  const cipher = createCipher(loadEncryptionKey(config.tokenEncryptionKey, config.dataDir));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

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

  await app.register(servicesPlugin, { config, database, cipher });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { hsts: config.env === 'production' });
  await app.register(cachePlugin);
  await app.register(authPlugin);
  await app.register(writeRateLimitPlugin, options.writeRateLimit ?? {});
  await app.register(openApiPlugin);
  await app.register(jobsPlugin);
  await app.register(spapiPlugin);
  if (config.amazon.useEmulator) await registerAmazonEmulator(app, config);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(accountSecurityRoutes, { prefix: '/api/account' });
  await app.register(spaPlugin, { root: options.webRoot });
  return app;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    routeTable: { method: string; url: string }[];
  }
}

/**
 * The embedded default: the Amazon emulator answers under EMULATOR_PREFIX of this server, so the demo
 * needs one port. Loaded lazily: a production server never imports emulator code.
 */
async function registerAmazonEmulator(app: FastifyInstance, config: Config): Promise<void> {
  const { amazonEmulatorPlugin } = await import('../emulators/amazon/app.ts');
  await app.register(amazonEmulatorPlugin, {
    prefix: EMULATOR_PREFIX,
    publicUrl: `${config.publicUrl}${EMULATOR_PREFIX}`,
    clientId: config.amazon.clientId,
    clientSecret: config.amazon.clientSecret,
    applicationId: config.amazon.applicationId,
    redirectUris: [`${config.publicUrl}/api/amazon/callback`],
    speedFactor: config.amazon.speedFactor,
    isDraftApp: config.amazon.draftApp,
    controlApi: config.amazon.emulatorControl,
  });
}

export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPgliteDir(config.dataDir);
}
