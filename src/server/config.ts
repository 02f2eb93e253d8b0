import type { Region } from '#core/regions';
import { isIP } from 'node:net';
import { z } from 'zod';
import { LLM_ENV, llmConfigOf, llmConfigProblems, optionalString, optionalUrl, type LlmConfig } from '#ai/config';

export const DEFAULT_MAIL_FROM = 'ListingPilot <no-reply@localhost>';

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
  /** Absolute lifetime of a sign-in: refreshing never carries a session past it. */
  SESSION_MAX_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(90),
  /** Which proxies may tell the client address in X-Forwarded-For: a hop count or a list of addresses/CIDRs. */
  TRUST_PROXY: optionalString,
  CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0).max(4096).default(64),
  SPAPI_CLIENT_ID: optionalString,
  SPAPI_CLIENT_SECRET: optionalString,
  SPAPI_APPLICATION_ID: optionalString,
  SPAPI_ENDPOINT_NA: optionalUrl,
  SPAPI_ENDPOINT_EU: optionalUrl,
  SPAPI_ENDPOINT_FE: optionalUrl,
  SELLER_CENTRAL_URL_NA: optionalUrl,
  SELLER_CENTRAL_URL_EU: optionalUrl,
  SELLER_CENTRAL_URL_FE: optionalUrl,
  /** One LWA token URL for every region; LWA_TOKEN_URL_<region> overrides it per region. */
  LWA_TOKEN_URL: optionalUrl,
  LWA_TOKEN_URL_NA: optionalUrl,
  LWA_TOKEN_URL_EU: optionalUrl,
  LWA_TOKEN_URL_FE: optionalUrl,
  AMAZON_SPEED_FACTOR: z.coerce.number().positive().default(1),
  /** 'true' while the SP-API app is still a Draft in Solution Provider Portal (consent needs version=beta). */
  SPAPI_APP_DRAFT: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** 'true' serves the built-in emulator's /__emulator/* control API (tests, demos); off by default. */
  AMAZON_EMULATOR_CONTROL: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ...LLM_ENV,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Base URL of a Stripe API stand-in (src/emulators/stripe); unset = api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#\s]+/, 'must be smtp://user:password@host:587 or smtps://user:password@host:465')
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address such as ListingPilot <no-reply@example.com>',
    )
    .default(DEFAULT_MAIL_FROM),
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
  /** Days after sign-in at which a session ends however often it was refreshed. */
  sessionMaxDays: number;
  /**
   * Fastify's trustProxy: false (the socket address is the client), a hop count, or the proxy
   * addresses/CIDRs whose X-Forwarded-For entries are believed.
   */
  trustProxy: false | number | string[];
  /** Memory for cached API answers per process (src/server/cache); 0 turns caching off. */
  cacheBytes: number;
  amazon: {
    /** True when no SP-API app is configured: the Amazon emulator is mounted and used. */
    useEmulator: boolean;
    clientId: string;
    clientSecret: string;
    applicationId: string;
    /** Per region: each authorisation works only at its own region's hosts (docs/amazon.md#regions-and-endpoints). */
    endpoints: Record<Region, string>;
    sellerCentral: Record<Region, string>;
    lwaTokenUrls: Record<Region, string>;
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
  llm: LlmConfig;
  /**
   * Google sign-in. Without GOOGLE_CLIENT_ID outside production, the built-in OpenID provider
   * emulator is mounted at OIDC_EMULATOR_PREFIX and used (`useEmulator`); in production Google is
   * then off.
   */
  google: { clientId: string; clientSecret?: string; issuer: string; useEmulator: boolean } | null;
  stripe: { secretKey: string; webhookSecret: string; apiBase?: string } | null;
  mail: {
    /**
     * The SMTP server every mail goes through. Unset only outside production: the built-in mail
     * emulator (/_emulator/mail) then receives the mail on a loopback port.
     */
    smtpUrl?: string;
    from: string;
    useEmulator: boolean;
  };
};

export const EMULATOR_PREFIX = '/_emulator/amazon';
export const MAIL_EMULATOR_PREFIX = '/_emulator/mail';
/** Demo LWA app the embedded emulator accepts; not secrets, they only open the local emulator. */
/** Must equal src/emulators/amazon/demo-app.ts (the server does not import emulator code). */
export const DEMO_AMAZON_APP = {
  clientId: 'amzn1.application-oa2-client.listingpilotdemo0000000000000001',
  clientSecret: 'amzn1.oa2-cs.v1.listingpilot-demo-secret-not-for-production',
  applicationId: 'amzn1.sellerapps.app.listingpilot-demo-0000-0000-000000000001',
};

export const OIDC_EMULATOR_PREFIX = '/_emulator/oidc';
/** The client the embedded OpenID provider emulator accepts; like DEMO_AMAZON_APP, no secret. */
export const DEMO_GOOGLE_CLIENT = {
  clientId: 'listingpilot-embedded',
  clientSecret: 'listingpilot-embedded-emulator-not-a-secret',
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
  problems.push(...llmConfigProblems(e));
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    problems.push('  GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    // Checkout would take payments that the webhook (the only thing that applies them) refuses.
    problems.push(
      '  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (the whsec_… signing secret of the webhook endpoint)',
    );
  }
  if (e.SESSION_MAX_DAYS < e.SESSION_TTL_DAYS) {
    problems.push(`  SESSION_MAX_DAYS: must be at least SESSION_TTL_DAYS (${e.SESSION_TTL_DAYS})`);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(`  TRUST_PROXY: ${trustProxy}`);
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    // Without mail, password reset and email verification would fail without anyone noticing.
    problems.push(
      '  SMTP_URL: required in production, so password reset and verification mail reach users (smtp://user:password@smtp.example.com:587)',
    );
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
    sessionMaxDays: e.SESSION_MAX_DAYS,
    trustProxy: trustProxy as Config['trustProxy'],
    cacheBytes: Math.round(e.CACHE_MB * 1024 * 1024),
    amazon: {
      useEmulator,
      ...app,
      // The emulator serves each region under its own path (/na, /eu, /fe), standing for Amazon's hosts.
      endpoints: {
        NA: e.SPAPI_ENDPOINT_NA ?? (useEmulator ? `${emulatorUrl}/na` : 'https://sellingpartnerapi-na.amazon.com'),
        EU: e.SPAPI_ENDPOINT_EU ?? (useEmulator ? `${emulatorUrl}/eu` : 'https://sellingpartnerapi-eu.amazon.com'),
        FE: e.SPAPI_ENDPOINT_FE ?? (useEmulator ? `${emulatorUrl}/fe` : 'https://sellingpartnerapi-fe.amazon.com'),
      },
      sellerCentral: {
        NA: e.SELLER_CENTRAL_URL_NA ?? (useEmulator ? `${emulatorUrl}/na` : 'https://sellercentral.amazon.com'),
        EU: e.SELLER_CENTRAL_URL_EU ?? (useEmulator ? `${emulatorUrl}/eu` : 'https://sellercentral-europe.amazon.com'),
        FE: e.SELLER_CENTRAL_URL_FE ?? (useEmulator ? `${emulatorUrl}/fe` : 'https://sellercentral.amazon.co.jp'),
      },
      lwaTokenUrls: {
        NA:
          e.LWA_TOKEN_URL_NA ??
          e.LWA_TOKEN_URL ??
          (useEmulator ? `${emulatorUrl}/na/auth/o2/token` : 'https://api.amazon.com/auth/o2/token'),
        EU:
          e.LWA_TOKEN_URL_EU ??
          e.LWA_TOKEN_URL ??
          (useEmulator ? `${emulatorUrl}/eu/auth/o2/token` : 'https://api.amazon.co.uk/auth/o2/token'),
        FE:
          e.LWA_TOKEN_URL_FE ??
          e.LWA_TOKEN_URL ??
          (useEmulator ? `${emulatorUrl}/fe/auth/o2/token` : 'https://api.amazon.co.jp/auth/o2/token'),
      },
      speedFactor: e.AMAZON_SPEED_FACTOR,
      draftApp: useEmulator || e.SPAPI_APP_DRAFT === 'true',
      emulatorControl: e.AMAZON_EMULATOR_CONTROL === 'true',
    },
    llm: llmConfigOf(e),
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER, useEmulator: false }
      : e.NODE_ENV === 'production'
        ? null
        : { ...DEMO_GOOGLE_CLIENT, issuer: `${publicUrl}${OIDC_EMULATOR_PREFIX}`, useEmulator: true },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : null,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, useEmulator: !e.SMTP_URL },
  };
}

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of this server (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); unset or 0 trusts no proxy';

/**
 * TRUST_PROXY as Fastify's trustProxy, or the problem as a string. "true" is refused on purpose:
 * trusting every hop lets any client choose its address by writing X-Forwarded-For, which defeats
 * every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  if (value === undefined || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : TRUST_PROXY_HELP;
  }
  const entries = value.split(',').map((part) => part.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  return bad === undefined ? entries : `"${bad}" is not an IP address or CIDR: ${TRUST_PROXY_HELP}`;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
