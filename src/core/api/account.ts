import { z } from 'zod';
import { RegisterBodySchema } from '../schemas.ts';
import { TierSchema } from '../plans/tier-schema.ts';

/** GET /api/account: what the Account security section needs to choose its forms. */
export const AccountSecuritySchema = z.object({
  /** false for accounts created through Google until they set a password. */
  hasPassword: z.boolean(),
});
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>;

/**
 * POST /api/account/password. `currentPassword` may be empty only for Google-only accounts, which
 * set their first password here; the new one follows the registration rules.
 */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password' }).max(200, 'Current password must be at most 200 characters').default(''),
  newPassword: RegisterBodySchema.shape.password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * DELETE /api/account. Password accounts confirm with their password; Google-only accounts type
 * their username as `confirmation` (they have no password to re-enter).
 */
export const DeleteAccountBodySchema = z.object({
  password: z.string().max(200).optional(),
  confirmation: z.string().max(200).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

const Row = z.record(z.string(), z.unknown());

/**
 * GET /api/account/export: everything stored about the user. The user carries no password hash
 * and the Amazon connection no refresh token: both schemas list their fields so a new column
 * cannot leak into the export by accident.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    tier: TierSchema,
    usageCount: z.number().int(),
    usagePeriodStart: z.string(),
    createdAt: z.string(),
    hasPassword: z.boolean(),
  }),
  identities: z.array(z.object({ issuer: z.string(), subject: z.string(), createdAt: z.string() })),
  amazonConnection: z
    .object({
      sellingPartnerId: z.string(),
      region: z.string(),
      marketplaceIds: z.array(z.string()),
      lastSynced: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  listings: z.array(Row),
  listingVersions: z.array(Row),
  reviews: z.array(Row),
  faqs: z.array(Row),
  aplusDrafts: z.array(Row),
  syncRuns: z.array(Row),
  salesInquiries: z.array(Row),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
