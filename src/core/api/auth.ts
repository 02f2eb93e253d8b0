import { z } from 'zod';
import { TierSchema } from '../plans/tier-schema.ts';

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  tier: TierSchema,
  usageCount: z.number().int(),
  /** null = unlimited (Enterprise). */
  usageLimit: z.number().int().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
