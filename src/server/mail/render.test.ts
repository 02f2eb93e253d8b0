import { describe, expect, it } from 'vitest';
import { noticeContent, type AccountNotice } from './notices.ts';
import { renderMail } from './render.ts';
import { resetPasswordMail, verifyEmailMail } from './templates.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';
const NOTICES: AccountNotice[] = [
  { kind: 'password-changed' },
  { kind: 'password-reset' },
  { kind: 'google-linked', googleEmail: `${HOSTILE}@example.com` },
  { kind: 'google-unlinked', googleEmail: `${HOSTILE}@example.com` },
  { kind: 'email-changed', oldEmail: `"${HOSTILE}"@old.example`, newEmail: 'new@example.com' },
  { kind: 'amazon-connected', sellingPartnerId: HOSTILE },
  { kind: 'account-deleted' },
];

describe('mail bodies', () => {
  it.each(NOTICES.map((n) => [n.kind, n] as const))(
    '%s: every value is escaped in HTML and kept as is in text',
    (_kind, notice) => {
      const mail = renderMail(
        noticeContent({
          ...notice,
          to: 'a@example.com',
          username: HOSTILE,
          publicUrl: 'https://app.example',
          at: new Date('2026-11-25T22:30:00Z'),
        }),
      );
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(HOSTILE);
      expect(mail.text).toContain('2026-11-25 22:30 UTC');
    },
  );

  it('escapes the username and address of link mails, and spells the link out in text', () => {
    const verify = verifyEmailMail({
      username: HOSTILE,
      email: `"${HOSTILE}"@example.com`,
      link: 'https://app.example/verify-email?token=t"><script>',
    });
    expect(verify.html).not.toMatch(/<img|<script/);
    expect(verify.html).toContain('href="https://app.example/verify-email?token=t&quot;&gt;&lt;script&gt;"');
    expect(verify.text).toContain('Verify email address:\nhttps://app.example/verify-email?token=t"><script>');
    const reset = resetPasswordMail({ username: HOSTILE, link: 'https://app.example/reset-password?token=abc' });
    expect(reset.html).not.toContain('<img');
    expect(reset.text).toContain('expires in 30 minutes');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => verifyEmailMail({ username: 'a', email: 'a@b.c', link: 'javascript:alert(1)' })).toThrow(
      'mail links must be http(s) URLs',
    );
  });
});
