import type { Region } from '#core/regions';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
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
  /**
   * 'true' asks for a demo deployment: in production the built-in emulators (Amazon, Google
   * sign-in, mail) may then stand in for missing credentials. Without it production mounts none.
   */
  DEMO_MODE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
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
  /**
   * 'true' mounts the built-in Stripe stand-in (checkout page, signed webhooks) when no
   * STRIPE_SECRET_KEY is set; unset = on in development (the demo), off in test and production.
   */
  STRIPE_EMULATOR: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /** 'true' serves the built-in Stripe stand-in's /__stripe/* and /__reset control API (tests); off by default. */
  STRIPE_EMULATOR_CONTROL: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
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
  WATCH_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(15, { error: 'must be at least 15 minutes (Amazon rates are shared with imports and pushes)' })
    .max(24 * 60, { error: 'must be at most 1440 minutes (a day)' })
    .default(60),
  WATCH_NET_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(15, { error: 'must be at least 15 minutes (Amazon rates are shared with imports and pushes)' })
    .max(7 * 24 * 60, { error: 'must be at most 10080 minutes (a week)' })
    .default(24 * 60),
  SPAPI_NOTIFICATIONS_QUEUE_URL: z
    .url({ error: 'must be the SQS queue URL, e.g. https://sqs.us-east-1.amazonaws.com/123456789012/listingpilot-notifications' })
    .optional(),
  SPAPI_NOTIFICATIONS_QUEUE_ARN: z
    .string()
    .regex(
      /^arn:aws:sqs:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,80}$/,
      'must be the queue ARN, e.g. arn:aws:sqs:us-east-1:123456789012:listingpilot-notifications',
    )
    .optional(),
  SPAPI_NOTIFICATIONS_SQS_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
  WATCH_CHECK_COOLDOWN_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(0, { error: 'must be 0 or more minutes' })
    .max(24 * 60, { error: 'must be at most 1440 minutes (a day)' })
    .default(5),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  /** DEMO_MODE=true: emulators may run in production (a demo deployment, never a real store). */
  demoMode: boolean;
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
  /**
   * Stripe billing, or null (plan changes then apply at once outside production). `useEmulator`:
   * the built-in stand-in is mounted at STRIPE_EMULATOR_PREFIX and the client talks to it there.
   */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    apiBase?: string;
    useEmulator: boolean;
    /**
     * Serve the stand-in's control API (events, deliveries, resend, subscription status, reset)
     * under /_emulator/stripe. Off unless STRIPE_EMULATOR_CONTROL=true, never in production: it
     * shows every checkout and moves any user between plans.
     */
    emulatorControl: boolean;
  } | null;
  mail: {
    /**
     * The SMTP server every mail goes through. Unset only outside production or in a demo deployment (DEMO_MODE): the built-in mail
     * emulator (/_emulator/mail) then receives the mail on a loopback port.
     */
    smtpUrl?: string;
    from: string;
    useEmulator: boolean;
  };
  /** How often the listing watch checks each connected region (src/server/alerts), in minutes. */
  watchIntervalMinutes: number;
  /** Check now for a region within this many minutes of its last check answers that check instead of running another. */
  watchCheckCooldownMinutes: number;
  /**
   * Amazon's Notifications API through an SQS queue (docs/listing-watch.md), or null: the watch then
   * polls every `watchIntervalMinutes`. With it, the poll is a net every `netIntervalMinutes`.
   */
  notifications: {
    queueUrl: string;
    queueArn: string;
    /** The AWS region of the queue (from its ARN). */
    awsRegion: string;
    /** The SQS endpoint the SDK calls (the built-in stand-in), or undefined for AWS's own. */
    sqsEndpoint?: string;
    useEmulator: boolean;
    netIntervalMinutes: number;
  } | null;
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
export const SQS_EMULATOR_PREFIX = '/_emulator/sqs';
/** The built-in SQS stand-in's notification queue; must equal src/emulators/sqs/queues.ts's account and region. */
export const DEMO_NOTIFICATIONS_QUEUE = {
  name: 'listingpilot-notifications',
  deadLetterName: 'listingpilot-notifications-dlq',
  arn: 'arn:aws:sqs:us-east-1:000000000000:listingpilot-notifications',
  deadLetterArn: 'arn:aws:sqs:us-east-1:000000000000:listingpilot-notifications-dlq',
  account: '000000000000',
  region: 'us-east-1',
} as const;
export const STRIPE_EMULATOR_PREFIX = '/_emulator/stripe';
/**
 * The key the embedded Stripe stand-in accepts; like DEMO_AMAZON_APP, no secret. Its webhook
 * signing secret is generated per deployment (loadDemoWebhookSecret).
 */
export const DEMO_STRIPE_KEYS = {
  secretKey: 'sk_test_listingpilot_embedded_emulator',
} as const;
/** The client the embedded OpenID provider emulator accepts; like DEMO_AMAZON_APP, no secret. */
export const DEMO_GOOGLE_CLIENT = {
  clientId: 'listingpilot-embedded',
  clientSecret: 'listingpilot-embedded-emulator-not-a-secret',
};

/**
 * The webhook signing secret of the embedded Stripe stand-in: generated once per deployment into
 * the data directory (as the encryption key is), never a constant in the source. With a public
 * secret anyone could sign a webhook that sets any user's plan on a demo server.
 */
export function loadDemoWebhookSecret(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), 'stripe-demo-webhook.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
  if (!e.SPAPI_NOTIFICATIONS_QUEUE_URL !== !e.SPAPI_NOTIFICATIONS_QUEUE_ARN)
    problems.push('  SPAPI_NOTIFICATIONS_QUEUE_URL, SPAPI_NOTIFICATIONS_QUEUE_ARN: set both (the same SQS queue) or neither');
  const demoMode = e.DEMO_MODE === 'true';
  // A production server with the Amazon emulator would let sellers connect a demo store to it
  // and believe they connected Amazon: only an explicit demo deployment may do that.
  const emulatorsAllowed = e.NODE_ENV !== 'production' || demoMode;
  if (useEmulator && !emulatorsAllowed) {
    problems.push(
      '  SPAPI_CLIENT_ID, SPAPI_CLIENT_SECRET, SPAPI_APPLICATION_ID: required in production (your SP-API app); for a demo deployment with the built-in Amazon emulator set DEMO_MODE=true',
    );
  }
  if (e.STRIPE_EMULATOR === 'true' && !emulatorsAllowed) {
    problems.push('  STRIPE_EMULATOR: the Stripe stand-in runs in production only in a demo deployment (DEMO_MODE=true)');
  }
  // Control APIs reset emulators, read every user's calls and move plans: a production server,
  // demo or not, never serves them.
  for (const name of ['AMAZON_EMULATOR_CONTROL', 'STRIPE_EMULATOR_CONTROL'] as const) {
    if (e[name] === 'true' && e.NODE_ENV === 'production') {
      problems.push(`  ${name}: the emulator's control API is for tests and development; it is never served in production`);
    }
  }
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
  if (!emulatorsAllowed && !e.SMTP_URL) {
    // Without mail, password reset and email verification would fail without anyone noticing.
    problems.push(
      '  SMTP_URL: required in production, so password reset and verification mail reach users (smtp://user:password@smtp.example.com:587); a demo deployment (DEMO_MODE=true) may use the built-in mail emulator',
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
    demoMode,
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
      : !emulatorsAllowed
        ? null
        : { ...DEMO_GOOGLE_CLIENT, issuer: `${publicUrl}${OIDC_EMULATOR_PREFIX}`, useEmulator: true },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
            useEmulator: false,
            emulatorControl: false,
          }
        : (e.STRIPE_EMULATOR ?? (e.NODE_ENV === 'development' ? 'true' : 'false')) === 'true'
          ? {
              ...DEMO_STRIPE_KEYS,
              webhookSecret: loadDemoWebhookSecret(e.DATA_DIR),
              apiBase: `${publicUrl}${STRIPE_EMULATOR_PREFIX}`,
              useEmulator: true,
              emulatorControl: e.STRIPE_EMULATOR_CONTROL === 'true',
            }
          : null,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, useEmulator: !e.SMTP_URL },
    watchIntervalMinutes: e.WATCH_INTERVAL_MINUTES,
    watchCheckCooldownMinutes: e.WATCH_CHECK_COOLDOWN_MINUTES,
    notifications: notificationsConfig(e, publicUrl, useEmulator),
  };
}

function notificationsConfig(e: Env, publicUrl: string, amazonEmulator: boolean): Config['notifications'] {
  const netIntervalMinutes = e.WATCH_NET_INTERVAL_MINUTES;
  if (e.SPAPI_NOTIFICATIONS_QUEUE_URL && e.SPAPI_NOTIFICATIONS_QUEUE_ARN)
    return {
      queueUrl: e.SPAPI_NOTIFICATIONS_QUEUE_URL,
      queueArn: e.SPAPI_NOTIFICATIONS_QUEUE_ARN,
      awsRegion: e.SPAPI_NOTIFICATIONS_QUEUE_ARN.split(':')[3]!,
      sqsEndpoint: e.SPAPI_NOTIFICATIONS_SQS_ENDPOINT,
      useEmulator: false,
      netIntervalMinutes,
    };
  // The built-in Amazon sends to the built-in queue; real Amazon without a queue leaves the watch polling.
  if (!amazonEmulator) return null;
  const q = DEMO_NOTIFICATIONS_QUEUE;
  return {
    queueUrl: `${publicUrl}${SQS_EMULATOR_PREFIX}/${q.account}/${q.name}`,
    queueArn: q.arn,
    awsRegion: q.region,
    sqsEndpoint: `${publicUrl}${SQS_EMULATOR_PREFIX}`,
    useEmulator: true,
    netIntervalMinutes,
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
  if (bad !== undefined) return `"${bad}" is not an IP address or CIDR: ${TRUST_PROXY_HELP}`;
  const reach = publicReach(entries);
  if (reach.ipv4 > MAX_PUBLIC_IPV4 || reach.ipv6 > MAX_PUBLIC_IPV6) {
    return `"${value}" trusts ${describeReach(reach)} of public addresses, so any client could write its own address in X-Forwarded-For. Name only your proxies (loopback, private ranges, or your proxies' own public addresses): ${TRUST_PROXY_HELP}`;
  }
  return entries;
}

/**
 * How much public address space a list trusts, however it is written (`0.0.0.0/0`, two /1s, 256
 * /8s, `::ffff:0:0/96`): whoever may write X-Forwarded-For from anywhere in it can pick their own
 * address. A proxy fleet's public addresses fit in far less than a /16 of IPv4 or a /32 of IPv6
 * (one provider's whole allocation); loopback and private ranges never count.
 */
const MAX_PUBLIC_IPV4 = 2n ** 16n;
const MAX_PUBLIC_IPV6 = 2n ** 96n;

type Reach = { ipv4: bigint; ipv6: bigint };

/** Ranges no outside client can send from: trusting them trusts only this network. */
const NON_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
];
const NON_PUBLIC_V6 = ['::1/128', '::/128', 'fc00::/7', 'fe80::/10'];

function publicReach(entries: string[]): Reach {
  const ranges = { 4: [] as Array<[bigint, bigint]>, 6: [] as Array<[bigint, bigint]> };
  const mappedStart = 0xffffn << 32n;
  const mappedEnd = mappedStart + 2n ** 32n - 1n;
  for (const entry of entries) {
    const range = toRange(entry);
    ranges[range.family].push([range.start, range.end]);
    // An IPv6 range over ::ffff:0:0/96 trusts those IPv4 clients too (proxy-addr maps them).
    const lo = range.start > mappedStart ? range.start : mappedStart;
    const hi = range.end < mappedEnd ? range.end : mappedEnd;
    if (range.family === 6 && hi >= lo) ranges[4].push([lo - mappedStart, hi - mappedStart]);
  }
  const count = (family: 4 | 6, excluded: string[]) => {
    const merged = mergeRanges(ranges[family]);
    const blocked = excluded.map((cidr) => toRange(cidr));
    let total = 0n;
    for (const [start, end] of merged) {
      total += end - start + 1n;
      for (const b of blocked) {
        const lo = start > b.start ? start : b.start;
        const hi = end < b.end ? end : b.end;
        if (hi >= lo) total -= hi - lo + 1n;
      }
    }
    return total;
  };
  return { ipv4: count(4, NON_PUBLIC_V4), ipv6: count(6, NON_PUBLIC_V6) };
}

function describeReach(reach: Reach): string {
  const share = (count: bigint, bits: number) => Number((count * 10000n) / 2n ** BigInt(bits)) / 100;
  return reach.ipv4 > MAX_PUBLIC_IPV4 ? `${share(reach.ipv4, 32)}% of IPv4` : `${share(reach.ipv6, 128)}% of IPv6`;
}

function mergeRanges(ranges: Array<[bigint, bigint]>): Array<[bigint, bigint]> {
  const sorted = [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: Array<[bigint, bigint]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1n) last[1] = end > last[1] ? end : last[1];
    else merged.push([start, end]);
  }
  return merged;
}

/** An address or CIDR as its first and last address. */
function toRange(entry: string): { family: 4 | 6; start: bigint; end: bigint } {
  const [address = '', prefixText] = entry.split('/');
  const family = isIP(address) === 4 ? 4 : 6;
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  const value = family === 4 ? ipv4Value(address) : ipv6Value(address);
  const hostBits = BigInt(bits - prefix);
  const start = (value >> hostBits) << hostBits;
  const end = start + (1n << hostBits) - 1n;
  return { family, start, end };
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Value(address: string): bigint {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const v = Number(ipv4Value(g));
          return [Math.floor(v / 65536), v % 65536];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.reduce((acc, g) => (acc << 16n) + BigInt(g), 0n);
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
