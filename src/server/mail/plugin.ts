import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';
import { createSmtpTransport } from './smtp-transport.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * `app.mailer`: SMTP through nodemailer to `smtpUrl` (SMTP_URL, or the mail emulator's loopback
 * receiver in the embedded default). On close it waits for mail still being sent, then runs
 * `afterClose` (stopping the emulator's receiver only once nothing is sent to it any more).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string; afterClose?: () => Promise<void> }) => {
    const mailer = createMailer({
      transport: createSmtpTransport(opts.smtpUrl),
      from: app.config.mail.from,
      log: app.log.child({ module: 'mail' }),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
      await opts.afterClose?.();
    });
  },
  { name: 'mail', dependencies: ['services'] },
);
