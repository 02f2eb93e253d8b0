import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalString.pipe(z.url({ error: 'must be a URL such as https://example.com' }).optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  TOKEN_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9+/_=-]{43,44}$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
      .optional(),
  ),
  SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30),
  CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0).max(4096).default(64),
  SPAPI_CLIENT_ID: optionalString,
  SPAPI_CLIENT_SECRET: optionalString,
  SPAPI_APPLICATION_ID: optionalString,
  SPAPI_ENDPOINT_NA: optionalUrl,
  SPAPI_ENDPOINT_EU: optionalUrl,
  SELLER_CENTRAL_URL_NA: optionalUrl,
  SELLER_CENTRAL_URL_EU: optionalUrl,
  LWA_TOKEN_URL: optionalUrl,
  AMAZON_SPEED_FACTOR: z.coerce.number().positive().default(1),
  /** 'true' while the SP-API app is still a Draft in Solution Provider Portal (consent needs version=beta). */
  SPAPI_APP_DRAFT: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** 'true' serves the built-in emulator's /__emulator/* control API (tests, demos); off by default. */
  AMAZON_EMULATOR_CONTROL: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  LLM_PROVIDER: z
    .enum(['offline', 'openai', 'anthropic', 'openai-compatible'], {
      error: 'must be offline, openai, anthropic or openai-compatible',
    })
    .default('offline'),
  LLM_API_KEY: optionalString,
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Base URL of a Stripe API stand-in (src/emulators/stripe); unset = api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  role: Env['ROLE'];
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl?: string;
  tokenEncryptionKey?: string;
  sessionTtlDays: number;
  /** Memory for cached API answers per process (src/server/cache); 0 turns caching off. */
  cacheBytes: number;
  amazon: {
    /** True when no SP-API app is configured: the Amazon emulator is mounted and used. */
    useEmulator: boolean;
    clientId: string;
    clientSecret: string;
    applicationId: string;
    endpoints: { NA: string; EU: string };
    sellerCentral: { NA: string; EU: string };
    lwaTokenUrl: string;
    /**
     * Amazon Seller Central speed: >1 compresses Amazon's rates and waits (tests, bench). Must match
     * the emulator's speedFactor; always 1 against real Amazon.
     */
    speedFactor: number;
    /**
     * Add version=beta to the consent URL: required while the app is a Draft (error MD1000
     * otherwise) and wrong once it is published. Always on for the built-in emulator (a draft app).
     */
    draftApp: boolean;
    /**
     * Serve the built-in emulator's control API (reset, seed, faults, call log) under
     * /_emulator/amazon/__emulator/*. Off unless AMAZON_EMULATOR_CONTROL=true: anyone who reaches
     * the server could reset the emulator or read its call log.
     */
    emulatorControl: boolean;
  };
  llm: { provider: Env['LLM_PROVIDER']; apiKey?: string; baseUrl?: string; model?: string; timeoutMs: number };
  google: { clientId: string; clientSecret?: string; issuer: string } | null;
  stripe: { secretKey: string; webhookSecret: string; apiBase?: string } | null;
};

export const EMULATOR_PREFIX = '/_emulator/amazon';
/** Demo LWA app the embedded emulator accepts; not secrets, they only open the local emulator. */
/** Must equal src/emulators/amazon/demo-app.ts (the server does not import emulator code). */
export const DEMO_AMAZON_APP = {
  clientId: 'amzn1.application-oa2-client.listingpilotdemo0000000000000001',
  clientSecret: 'amzn1.oa2-cs.v1.listingpilot-demo-secret-not-for-production',
  applicationId: 'amzn1.sellerapps.app.listingpilot-demo-0000-0000-000000000001',
};

export class ConfigError extends Error {}

/** Parses the environment once; every invalid variable is named in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.TOKEN_ENCRYPTION_KEY) {
    problems.push('  TOKEN_ENCRYPTION_KEY: required in production with DATABASE_URL (openssl rand -base64 32)');
  }
  const useEmulator = !e.SPAPI_CLIENT_ID;
  if (!useEmulator && (!e.SPAPI_CLIENT_SECRET || !e.SPAPI_APPLICATION_ID)) {
    problems.push('  SPAPI_CLIENT_SECRET, SPAPI_APPLICATION_ID: required when SPAPI_CLIENT_ID is set');
  }
  if (e.LLM_PROVIDER !== 'offline' && e.LLM_PROVIDER !== 'openai-compatible' && !e.LLM_API_KEY) {
    problems.push(`  LLM_API_KEY: required for LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.LLM_PROVIDER === 'openai-compatible' && !e.LLM_BASE_URL) {
    problems.push('  LLM_BASE_URL: required for LLM_PROVIDER=openai-compatible');
  }
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    problems.push('  GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    // Checkout would take payments that the webhook (the only thing that applies them) refuses.
    problems.push('  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (the whsec_… signing secret of the webhook endpoint)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const emulatorUrl = `${publicUrl}${EMULATOR_PREFIX}`;
  const app = useEmulator
    ? DEMO_AMAZON_APP
    : { clientId: e.SPAPI_CLIENT_ID!, clientSecret: e.SPAPI_CLIENT_SECRET!, applicationId: e.SPAPI_APPLICATION_ID! };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    role: e.ROLE,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cacheBytes: Math.round(e.CACHE_MB * 1024 * 1024),
    amazon: {
      useEmulator,
      ...app,
      endpoints: {
        NA: e.SPAPI_ENDPOINT_NA ?? (useEmulator ? emulatorUrl : 'https://sellingpartnerapi-na.amazon.com'),
        EU: e.SPAPI_ENDPOINT_EU ?? (useEmulator ? emulatorUrl : 'https://sellingpartnerapi-eu.amazon.com'),
      },
      sellerCentral: {
        NA: e.SELLER_CENTRAL_URL_NA ?? (useEmulator ? emulatorUrl : 'https://sellercentral.amazon.com'),
        EU: e.SELLER_CENTRAL_URL_EU ?? (useEmulator ? emulatorUrl : 'https://sellercentral-europe.amazon.com'),
      },
      lwaTokenUrl: e.LWA_TOKEN_URL ?? (useEmulator ? `${emulatorUrl}/auth/o2/token` : 'https://api.amazon.com/auth/o2/token'),
      speedFactor: e.AMAZON_SPEED_FACTOR,
      draftApp: useEmulator || e.SPAPI_APP_DRAFT === 'true',
      emulatorControl: e.AMAZON_EMULATOR_CONTROL === 'true',
    },
    llm: { provider: e.LLM_PROVIDER, apiKey: e.LLM_API_KEY, baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
      : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : null,
  };
}
