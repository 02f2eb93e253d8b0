import type { FastifyInstance } from 'fastify';
import {
  DEMO_NOTIFICATIONS_QUEUE,
  EMULATOR_PREFIX,
  MAIL_EMULATOR_PREFIX,
  OIDC_EMULATOR_PREFIX,
  SQS_EMULATOR_PREFIX,
  STRIPE_EMULATOR_PREFIX,
  type Config,
} from './config.ts';
import { buildApp, type BuildOptions, type MailOptions, type Mount } from './app.ts';

/** Receives of one notification before the queue moves it to its dead-letter queue (redrive policy). */
export const NOTIFICATION_MAX_RECEIVES = 5;

export type EmbeddedEmulators = {
  /** The emulators' HTTP sides, for buildApp's `mounts`. */
  mounts: Mount[];
  /** The mail emulator's SMTP receiver when SMTP_URL is unset, for buildApp's `mail`. */
  mail?: MailOptions;
  /** Stops what was started here; for when buildApp fails before it owns the receiver. */
  close(): Promise<void>;
};

/**
 * The embedded default (no Amazon, Google or SMTP credentials): the emulators answer under
 * /_emulator/* of the app itself, so a demo needs one port. Only the composition roots (main.ts and
 * the tests' app helper) call this; the app never knows emulators exist. Emulator code is loaded
 * lazily, so a production server with real credentials never imports it. A worker process serves
 * no HTTP and mails only through SMTP_URL: it reaches the emulators of the web process like it would Amazon.
 */
export async function mountEmbeddedEmulators(config: Config): Promise<EmbeddedEmulators> {
  const mounts: Mount[] = [];
  let mail: MailOptions | undefined;
  if (config.role === 'worker') return { mounts, close: async () => {} };

  if (config.mail.useEmulator) {
    const { mailEmulatorPlugin, startMailEmulator } = await import('../emulators/mail/app.ts');
    const emulator = await startMailEmulator();
    mail = { smtpUrl: emulator.smtpUrl, afterClose: emulator.close };
    mounts.push({
      prefix: MAIL_EMULATOR_PREFIX,
      plugin: async (scope) => {
        await mailEmulatorPlugin(scope, { store: emulator.store });
        scope.log.info(
          `No SMTP_URL: mail goes to the built-in mail emulator at ${config.publicUrl}${MAIL_EMULATOR_PREFIX} (readable from this machine only)`,
        );
      },
    });
  }

  const notifications = config.notifications;
  if (notifications?.useEmulator) {
    // The queue Amazon's notifications land in, with its dead-letter queue (a message received 5
    // times without being deleted goes there), as the README tells an operator to create them.
    const { sqsEmulatorPlugin } = await import('../emulators/sqs/app.ts');
    const q = DEMO_NOTIFICATIONS_QUEUE;
    mounts.push({
      prefix: SQS_EMULATOR_PREFIX,
      plugin: async (scope) =>
        void (await sqsEmulatorPlugin(scope, {
          publicUrl: `${config.publicUrl}${SQS_EMULATOR_PREFIX}`,
          controlApi: config.amazon.emulatorControl,
          queues: [
            { name: q.deadLetterName },
            {
              name: q.name,
              visibilityTimeout: 60,
              redrivePolicy: { deadLetterTargetArn: q.deadLetterArn, maxReceiveCount: NOTIFICATION_MAX_RECEIVES },
            },
          ],
        })),
    });
  }

  if (config.amazon.useEmulator) {
    const { amazonEmulatorPlugin } = await import('../emulators/amazon/app.ts');
    mounts.push({
      prefix: EMULATOR_PREFIX,
      plugin: (scope) =>
        amazonEmulatorPlugin(scope, {
          publicUrl: `${config.publicUrl}${EMULATOR_PREFIX}`,
          clientId: config.amazon.clientId,
          clientSecret: config.amazon.clientSecret,
          applicationId: config.amazon.applicationId,
          redirectUris: [`${config.publicUrl}/api/amazon/callback`],
          speedFactor: config.amazon.speedFactor,
          isDraftApp: config.amazon.draftApp,
          controlApi: config.amazon.emulatorControl,
          ...(notifications?.useEmulator && { sqsEndpoint: notifications.sqsEndpoint }),
        }),
    });
  }

  const google = config.google;
  if (google?.useEmulator) {
    const { oidcEmulatorPlugin } = await import('../emulators/oidc/plugin.ts');
    mounts.push({
      prefix: OIDC_EMULATOR_PREFIX,
      plugin: (scope) =>
        oidcEmulatorPlugin(scope, {
          issuer: google.issuer,
          clientId: google.clientId,
          clientSecret: google.clientSecret!,
          redirectUris: [`${config.publicUrl}/api/auth/google/callback`],
          postLogoutRedirectUris: [`${config.publicUrl}/`],
        }),
    });
  }

  const stripe = config.stripe;
  if (stripe?.useEmulator) {
    // The demo's checkout: Stripe's hosted page and its signed webhooks, on the app's own port.
    const { stripeEmulatorPlugin } = await import('../emulators/stripe/app.ts');
    mounts.push({
      prefix: STRIPE_EMULATOR_PREFIX,
      plugin: async (scope) => {
        await stripeEmulatorPlugin(scope, {
          webhookSecret: stripe.webhookSecret,
          webhookUrl: `${config.publicUrl}/api/billing/webhook`,
          publicUrl: `${config.publicUrl}${STRIPE_EMULATOR_PREFIX}`,
          controlApi: stripe.emulatorControl,
          // A demo's checkout links and webhooks stay where they were configured.
          settingsOverHttp: !config.demoMode,
        });
        scope.log.info(
          `No STRIPE_SECRET_KEY: upgrades go through the built-in Stripe stand-in at ${config.publicUrl}${STRIPE_EMULATOR_PREFIX}`,
        );
      },
    });
  }

  return { mounts, mail, close: async () => void (await mail?.afterClose?.()) };
}

/**
 * buildApp with the embedded emulators the config asks for: what main.ts starts, and what the
 * tests and the bench build, so they all run the same composition.
 */
export async function buildEmbeddedApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const embedded = await mountEmbeddedEmulators(config);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      ...options,
      mounts: [...embedded.mounts, ...(options.mounts ?? [])],
      mail: options.mail ?? embedded.mail,
    });
  } catch (error) {
    await embedded.close();
    throw error;
  }
  logEmulators(app, config, embedded.mounts);
  return app;
}

const EMULATOR_NAMES: Record<string, string> = {
  [EMULATOR_PREFIX]: 'Amazon',
  [MAIL_EMULATOR_PREFIX]: 'mail',
  [OIDC_EMULATOR_PREFIX]: 'Google sign-in (OpenID Connect)',
  [STRIPE_EMULATOR_PREFIX]: 'Stripe',
  [SQS_EMULATOR_PREFIX]: 'Amazon SQS (notifications queue)',
};

/**
 * Start-up says which stand-ins answer instead of the real services, so nobody runs a demo store
 * believing it is Amazon. In production (only with DEMO_MODE=true) it is a warning.
 */
function logEmulators(app: FastifyInstance, config: Config, mounts: Mount[]): void {
  const emulators = mounts.map((m) => `${EMULATOR_NAMES[m.prefix] ?? m.prefix} at ${m.prefix}`);
  if (config.role === 'worker') return;
  if (emulators.length === 0) {
    app.log.info({ emulators }, 'No emulators: Amazon, mail, Google sign-in and Stripe are the real services');
  } else if (config.env === 'production') {
    app.log.warn(
      { emulators },
      `DEMO_MODE: emulators stand in for real services: ${emulators.join(', ')}. This is a demo deployment; sellers cannot connect a real Amazon store here.`,
    );
  } else {
    app.log.info({ emulators }, `Emulators stand in for real services: ${emulators.join(', ')}`);
  }
}
