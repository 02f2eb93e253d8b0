/** Mail: what other features may use. They import it from here, never from the files behind it. */
export { MailDeliveryError } from './mailer.ts';
export type { Mailer } from './mailer.ts';
export { sendAccountNotice } from './notices.ts';
export type { AccountNotice } from './notices.ts';
export { resetPasswordMail, verifyEmailMail } from './templates.ts';
