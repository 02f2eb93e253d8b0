import type { Region } from '#core/regions';
import { llmConfigOf, llmConfigProblems, type LlmConfig } from '#ai/config';
import {
  DEMO_AMAZON_APP,
  DEMO_GOOGLE_CLIENT,
  DEMO_NOTIFICATIONS_QUEUE,
  DEMO_STRIPE_KEYS,
  EMULATOR_PREFIX,
  loadDemoWebhookSecret,
  OIDC_EMULATOR_PREFIX,
  SQS_EMULATOR_PREFIX,
  STRIPE_EMULATOR_PREFIX,
} from './config/emulators.ts';
import { EnvSchema, type Env } from './config/env-schema.ts';
import { parseTrustProxy } from './config/trust-proxy.ts';

export * from './config/emulators.ts';
export { DEFAULT_MAIL_FROM, type Env } from './config/env-schema.ts';
export { parseTrustProxy } from './config/trust-proxy.ts';

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
