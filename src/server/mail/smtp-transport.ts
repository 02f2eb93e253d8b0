import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.ts';

/**
 * SMTP through nodemailer. Short timeouts: nodemailer waits two minutes by default, and a
 * request that sends mail (a resend, shutdown) should not hang that long on a dead server.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      return { messageId: String(info.messageId) };
    },
    close() {
      transporter.close();
    },
  };
}
