/**
 * Security notices: a mail to the account's address after something an intruder would do
 * (change the password, link a sign-in, connect a seller account, delete the account), so the
 * owner hears of it even when they were not the one signed in.
 */
import type { Mailer } from './mailer.ts';
import { formatMailTime, renderMail, type MailContent } from './render.ts';

export type AccountNotice =
  | { kind: 'password-changed' }
  /** googleUnlinked: the reset also removed the Google sign-in linked to the account. */
  | { kind: 'password-reset'; googleUnlinked?: boolean }
  | { kind: 'google-linked'; googleEmail?: string }
  | { kind: 'google-unlinked'; googleEmail?: string }
  /** Sent to the old address and to the new one. */
  | { kind: 'email-changed'; oldEmail: string; newEmail: string }
  | { kind: 'amazon-connected'; sellingPartnerId: string }
  | { kind: 'account-deleted' };

export type AccountNoticeInput = AccountNotice & {
  to: string;
  username: string;
  /** PUBLIC_URL: the "was it not you?" advice links to the password reset form there. */
  publicUrl: string;
  at?: Date;
};

export async function sendAccountNotice(mailer: Mailer, input: AccountNoticeInput): Promise<{ messageId: string }> {
  const { subject, text, html } = renderMail(noticeContent(input));
  return mailer.send({ to: input.to, subject, text, html, kind: input.kind });
}

export function noticeContent(input: AccountNoticeInput): MailContent {
  const when = formatMailTime(input.at ?? new Date());
  const greeting = `Hi ${input.username},`;
  const resetUrl = `${input.publicUrl}/forgot-password`;
  const notYou = 'If this was not you, reset your password now and check the Settings of your account.';
  const secure = { label: 'Reset your password', url: resetUrl };
  const why = 'You get this notice because it concerns the security of your ListingPilot account.';
  switch (input.kind) {
    case 'password-changed':
      return {
        subject: 'Your ListingPilot password was changed',
        paragraphs: [
          greeting,
          `the password of your account ${input.username} was changed on ${when}. Every other device was signed out.`,
          notYou,
        ],
        action: secure,
        footer: [why],
      };
    case 'password-reset':
      return {
        subject: 'Your ListingPilot password was reset',
        paragraphs: [
          greeting,
          `the password of your account ${input.username} was reset with a link sent to this address on ${when}. Every device was signed out.`,
          ...(input.googleUnlinked
            ? [
                'Google sign-in was unlinked too, in case someone else had linked their Google account. If it was yours, link it again in Settings.',
              ]
            : []),
          notYou,
        ],
        action: secure,
        footer: [why],
      };
    case 'google-linked':
      return {
        subject: 'A Google account was linked to your ListingPilot account',
        paragraphs: [
          greeting,
          `${input.googleEmail ? `the Google account ${input.googleEmail}` : 'a Google account'} can now sign in to your account ${input.username} (since ${when}).`,
          notYou,
        ],
        action: secure,
        footer: [why],
      };
    case 'google-unlinked':
      return {
        subject: 'A Google account was unlinked from your ListingPilot account',
        paragraphs: [
          greeting,
          `${input.googleEmail ? `the Google account ${input.googleEmail}` : 'the Google account'} can no longer sign in to your account ${input.username} (since ${when}).`,
          notYou,
        ],
        action: secure,
        footer: [why],
      };
    case 'email-changed':
      return {
        subject: 'The email address of your ListingPilot account was changed',
        paragraphs: [
          greeting,
          `the email address of your account ${input.username} was changed from ${input.oldEmail} to ${input.newEmail} on ${when}.`,
          notYou,
        ],
        action: secure,
        footer: [why],
      };
    case 'amazon-connected':
      return {
        subject: 'An Amazon seller account was connected to ListingPilot',
        paragraphs: [
          greeting,
          `the Amazon seller account ${input.sellingPartnerId} was connected to your ListingPilot account ${input.username} on ${when}. ListingPilot can now read its listings and, after your approval, update them.`,
          'If this was not you, disconnect it in Settings, reset your password, and remove ListingPilot from the authorised apps in Seller Central.',
        ],
        action: secure,
        footer: [why],
      };
    case 'account-deleted':
      return {
        subject: 'Your ListingPilot account was deleted',
        paragraphs: [
          greeting,
          `your ListingPilot account ${input.username} and its data (listings, drafts, FAQs, the Amazon connection) were deleted on ${when}.`,
          'If this was not you, contact support and remove ListingPilot from the authorised apps in Seller Central.',
        ],
        footer: ['This is the last mail you get from us about this account.'],
      };
  }
}
