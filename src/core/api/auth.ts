import { z } from 'zod';
import { TierSchema } from '../plans/tier-schema.ts';

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** True once the user followed a verification (or password reset) link sent to `email`. */
  emailVerified: z.boolean(),
  tier: TierSchema,
  usageCount: z.number().int(),
  /** null = unlimited (Enterprise). */
  usageLimit: z.number().int().nullable(),
  /** When the account was created (ISO 8601): the dashboard welcomes a new account rather than "back". */
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
