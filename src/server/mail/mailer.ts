import type { FastifyBaseLogger } from 'fastify';

/** What a mail is for; it goes into the sent-mail log line instead of anything from the body. */
export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'password-changed'
  | 'password-reset'
  | 'google-linked'
  | 'google-unlinked'
  | 'email-changed'
  | 'amazon-connected'
  | 'account-deleted'
  | 'listing-alert'
  | 'listing-alert-digest'
  | 'subscription-receipt';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  /** Extra headers, such as List-Unsubscribe on mail a user can turn off. */
  headers?: Record<string, string>;
};

/** Hands one finished message to the SMTP server; answers the server's message id. */
export type MailTransport = { deliver(mail: OutgoingMail & { from: string }): Promise<{ messageId: string }>; close(): void };

export type Mailer = {
  /** Sends now; rejects with MailDeliveryError when the SMTP server is unreachable or refuses. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /**
   * Runs `task` (which usually sends a mail) after the caller has answered: the action it follows
   * never waits for the SMTP server and never fails with it. Failures are logged, never thrown.
   */
  sendLater(label: MailKind, task: () => Promise<unknown>): void;
  /** Resolves once every task started with sendLater has finished (shutdown, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/** The mail could not be handed to the SMTP server; the message says so without its details. */
export class MailDeliveryError extends Error {}

/**
 * One log line per mail: recipient, subject, kind and message id. Never the body, which carries
 * single-use links.
 */
export function createMailer(deps: { transport: MailTransport; from: string; log: FastifyBaseLogger }): Mailer {
  const pending = new Set<Promise<void>>();
  const mailer: Mailer = {
    async send(mail) {
      const summary = { to: mail.to, subject: mail.subject, kind: mail.kind };
      try {
        const { messageId } = await deps.transport.deliver({ ...mail, from: deps.from });
        deps.log.info({ mail: { ...summary, messageId } }, 'mail sent');
        return { messageId };
      } catch (error) {
        deps.log.error({ mail: summary, smtp: describeSmtpError(error) }, 'mail not sent');
        throw new MailDeliveryError('The mail server did not accept the message', { cause: error });
      }
    },
    sendLater(label, task) {
      // Started on the next turn of the event loop: the answer it follows goes out first.
      const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).then(
        () => undefined,
        (error: unknown) => {
          // A MailDeliveryError was logged by send(); anything else (a database error) is logged here.
          if (!(error instanceof MailDeliveryError)) deps.log.error({ kind: label, err: error }, 'background mail task failed');
        },
      );
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await mailer.idle();
      deps.transport.close();
    },
  };
  return mailer;
}

/**
 * The parts of a nodemailer error worth logging. Its message is kept (the SMTP server's answer,
 * e.g. "Invalid login: 535 …" or "connect ECONNREFUSED"); nodemailer never puts the message body
 * or the credentials of SMTP_URL in it.
 */
function describeSmtpError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, command, responseCode } = error as { code?: string; command?: string; responseCode?: number };
  return { message: error.message, code, command, responseCode };
}
