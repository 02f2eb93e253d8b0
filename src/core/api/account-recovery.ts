import { z } from 'zod';
import { RegisterBodySchema, RegisterFormSchema } from '../schemas.ts';

/** Email verification and password reset: the links sent by mail and the forms behind them. */

export const INVALID_LINK_MESSAGE = 'This link is invalid, was already used or has expired. Please ask for a new one.';

/** The token of a mailed link (randomToken: 32 bytes in base64url). */
const LinkTokenSchema = z.string({ error: INVALID_LINK_MESSAGE }).regex(/^[A-Za-z0-9_-]{20,200}$/, INVALID_LINK_MESSAGE);

/** POST /api/auth/verify-email */
export const VerifyEmailBodySchema = z.object({ token: LinkTokenSchema });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;
export const VerifyEmailResponseSchema = z.object({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** POST /api/auth/verify-email/resend (signed in) */
export const ResendVerificationResponseSchema = z.object({ message: z.string() });
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponseSchema>;

/** POST /api/auth/forgot-password: one field, a username or an email address. */
export const ForgotPasswordBodySchema = z.object({
  login: z
    .string({ error: 'Please enter your username or email' })
    .trim()
    .min(1, 'Please enter your username or email')
    .max(254, 'Username or email must be at most 254 characters'),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The one answer to every reset request, whether or not an account matches. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account matches what you entered, we have sent a link to choose a new password to its email address. The link expires in 30 minutes.';
export const ForgotPasswordResponseSchema = z.object({ message: z.literal(FORGOT_PASSWORD_MESSAGE) });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** POST /api/auth/reset-password: the new password follows the registration rules and messages. */
export const ResetPasswordBodySchema = z.object({ token: LinkTokenSchema, password: RegisterBodySchema.shape.password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ResetPasswordFormSchema = z
  .object({ password: RegisterFormSchema.shape.password, confirmPassword: RegisterFormSchema.shape.confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
