import type { FastifyInstance } from 'fastify';
import { EMULATOR_PREFIX, MAIL_EMULATOR_PREFIX, OIDC_EMULATOR_PREFIX, type Config } from './config.ts';
import { buildApp, type BuildOptions, type MailOptions, type Mount } from './app.ts';

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
 * no HTTP and sends no mail: it reaches the emulators of the web process like it would Amazon.
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

  return { mounts, mail, close: async () => void (await mail?.afterClose?.()) };
}

/**
 * buildApp with the embedded emulators the config asks for: what main.ts starts, and what the
 * tests and the bench build, so they all run the same composition.
 */
export async function buildEmbeddedApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const embedded = await mountEmbeddedEmulators(config);
  try {
    return await buildApp(config, {
      ...options,
      mounts: [...embedded.mounts, ...(options.mounts ?? [])],
      mail: options.mail ?? embedded.mail,
    });
  } catch (error) {
    await embedded.close();
    throw error;
  }
}
