import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { startTestMailbox } from '../helpers/mail.ts';

/** The listing watch runs on workers: the critical alerts it finds are mailed from there. */
describe('a worker process', () => {
  it('mails through SMTP_URL', async () => {
    const mailbox = await startTestMailbox();
    const t = await buildTestApp({ env: { ROLE: 'worker', SMTP_URL: mailbox.smtpUrl } });
    try {
      await t.app.mailer.send({
        to: 'seller@example.com',
        subject: 'Listing suppressed',
        text: 'Amazon suppressed a listing.',
        html: '<p>Amazon suppressed a listing.</p>',
        kind: 'listing-alert',
      });
      const mail = await mailbox.waitForMail((m) => m.envelopeTo.includes('seller@example.com'));
      expect(mail.subject).toBe('Listing suppressed');
    } finally {
      await t.close();
      await mailbox.close();
    }
  });

  it('has no mailer without SMTP_URL: the built-in mail emulator lives in the web process', async () => {
    const t = await buildTestApp({ env: { ROLE: 'worker' } });
    try {
      expect(t.app.hasDecorator('mailer')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
