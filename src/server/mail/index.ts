/** Mail: what other features may use. They import it from here, never from the files behind it. */
export { MailDeliveryError } from './mailer.ts';
export type { Mailer } from './mailer.ts';
export { sendAccountNotice } from './notices.ts';
export type { AccountNotice } from './notices.ts';
export { resetPasswordMail, verifyEmailMail } from './templates.ts';
export { formatMailTime, renderMail } from './render.ts';
export type { MailContent } from './render.ts';
export type { MailKind, OutgoingMail } from './mailer.ts';
