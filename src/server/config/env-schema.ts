import { z } from 'zod';
import { LLM_ENV, optionalString, optionalUrl } from '#ai/config';

export const DEFAULT_MAIL_FROM = 'ListingPilot <no-reply@localhost>';

export const EnvSchema = z.object({
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
