import { renderMail, type RenderedMail } from './render.ts';

/** Mail with a single-use link: email verification (24 hours) and password reset (30 minutes). */
export function verifyEmailMail(input: { username: string; email: string; link: string }): RenderedMail {
  return renderMail({
    subject: 'Verify your email address for ListingPilot',
    paragraphs: [
      `Hi ${input.username},`,
      `please confirm that ${input.email} is the email address of your ListingPilot account. We send password resets and security notices only to a verified address.`,
    ],
    action: { label: 'Verify email address', url: input.link },
    footer: [
      'The link works once and expires in 24 hours.',
      'If you did not create a ListingPilot account, you can ignore this mail.',
    ],
  });
}

export function resetPasswordMail(input: { username: string; link: string }): RenderedMail {
  return renderMail({
    subject: 'Reset your ListingPilot password',
    paragraphs: [
      `Hi ${input.username},`,
      'someone asked to reset the password of your ListingPilot account. Choose a new password here:',
    ],
    action: { label: 'Choose a new password', url: input.link },
    footer: [
      'The link works once and expires in 30 minutes. Setting a new password signs out every device.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}
