import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { parseMail } from './mime.ts';

/** The bytes nodemailer puts on the wire for these options. */
async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

describe('parseMail', () => {
  it('reads headers, the text part and the HTML part of what nodemailer sends', async () => {
    const raw = await compose({
      from: 'ListingPilot <no-reply@localhost>',
      to: 'seller@example.com',
      subject: 'Verify your email address',
      text: 'Hi seller,\nopen http://localhost:3000/verify-email?token=abc_DEF-123\n',
      html: '<p>Hi <b>seller</b></p>',
      messageId: '<id-1@listingpilot>',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/api/alerts/unsubscribe?token=1.abc>' },
    });
    expect(parseMail(raw)).toEqual({
      messageId: 'id-1@listingpilot',
      from: 'ListingPilot <no-reply@localhost>',
      to: 'seller@example.com',
      subject: 'Verify your email address',
      date: expect.any(String),
      text: 'Hi seller,\nopen http://localhost:3000/verify-email?token=abc_DEF-123\n',
      html: '<p>Hi <b>seller</b></p>',
      headers: expect.objectContaining({
        subject: 'Verify your email address',
        'list-unsubscribe': '<http://localhost:3000/api/alerts/unsubscribe?token=1.abc>',
      }),
    });
  });

  it('decodes encoded words, quoted-printable with soft line breaks and UTF-8 text', async () => {
    const long = `Grüße aus Köln – ${'wörter '.repeat(30)}日本`;
    const raw = await compose({
      from: 'Zoë <z@example.com>',
      to: 'a@example.com',
      subject: 'Grüße – 日本 ✓',
      text: long,
      html: `<p>${long}</p>`,
    });
    expect(raw.toString('latin1')).toMatch(/=\?UTF-8\?/);
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Grüße – 日本 ✓');
    expect(mail.from).toBe('Zoë <z@example.com>');
    expect(mail.text).toBe(long);
    expect(mail.html).toBe(`<p>${long}</p>`);
  });

  it('decodes base64 parts and skips attachments', async () => {
    const raw = await compose({
      to: 'a@example.com',
      subject: 'With attachment',
      text: 'Body text',
      textEncoding: 'base64',
      attachments: [{ filename: 'a.txt', content: 'attached text, not the body' }],
    });
    const mail = parseMail(raw);
    expect(mail.text).toBe('Body text');
    expect(mail.html).toBeNull();
  });

  it('reads a single-part message with LF line endings', () => {
    const raw = Buffer.from('Subject: Plain\nTo: a@example.com\nContent-Type: text/plain; charset=utf-8\n\nJust text\n');
    expect(parseMail(raw)).toMatchObject({ subject: 'Plain', to: 'a@example.com', text: 'Just text\n', html: null });
  });
});
