import { z } from 'zod';
import { RegisterBodySchema } from '../schemas.ts';
import { TierSchema } from '../plans/tier-schema.ts';

/** GET /api/account: what the Account security section needs to choose its forms. */
export const AccountSecuritySchema = z.object({
  /** false for accounts created through Google until they set a password. */
  hasPassword: z.boolean(),
  /** The linked Google identity, if any: it signs in and can confirm dangerous changes. */
  google: z.object({ linked: z.boolean() }),
  emailVerified: z.boolean(),
  /** Until when this session's last confirmation (password or Google) counts; null when none. */
  reauthenticatedUntil: z.string().nullable(),
});
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>;

/**
 * POST /api/account/password. `currentPassword` may be empty only for Google-only accounts, which
 * set their first password here; the new one follows the registration rules.
 */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .max(200, 'Current password must be at most 200 characters')
    .default(''),
  newPassword: RegisterBodySchema.shape.password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * DELETE /api/account. Password accounts confirm with their password; Google-only accounts type
 * their username as `confirmation` and must have confirmed with Google just before (re-auth).
 */
export const DeleteAccountBodySchema = z.object({
  password: z.string().max(200).optional(),
  confirmation: z.string().max(200).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** POST /api/account/reauth: the current password proves the session's user again. */
export const ReauthPasswordBodySchema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(200, 'Password must be at most 200 characters'),
});
export type ReauthPasswordBody = z.infer<typeof ReauthPasswordBodySchema>;

/** POST /api/account/email: a new address, checked like registration's. */
export const ChangeEmailBodySchema = z.object({ email: RegisterBodySchema.shape.email });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** POST /api/account/google/start: which Google round trip the popup runs for a signed-in user. */
export const GoogleAccountStartBodySchema = z.object({
  intent: z.enum(['link', 'reauth'], { error: 'intent must be link or reauth' }),
});
export type GoogleAccountStartBody = z.infer<typeof GoogleAccountStartBodySchema>;
export const GoogleAccountStartResponseSchema = z.object({ authorizationUrl: z.string() });
export type GoogleAccountStartResponse = z.infer<typeof GoogleAccountStartResponseSchema>;

/** The popup's one-time result code, redeemed by the signed-in window. */
export const GoogleResultCodeBodySchema = z.object({
  code: z.string({ error: 'A Google sign-in code is required' }).min(1, 'A Google sign-in code is required').max(200),
});
export type GoogleResultCodeBody = z.infer<typeof GoogleResultCodeBodySchema>;

const Row = z.record(z.string(), z.unknown());

/**
 * GET /api/account/export: everything stored about the user. The user carries no password hash
 * and the Amazon connection no refresh token: both schemas list their fields so a new column
 * cannot leak into the export by accident.
 */
const ExportedConnection = z.object({
  sellingPartnerId: z.string(),
  region: z.string(),
  marketplaceIds: z.array(z.string()),
  lastSynced: z.string().nullable(),
  createdAt: z.string(),
});

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
  /** The first region's connection (NA, EU, FE order); every region's is in `amazonConnections`. */
  amazonConnection: ExportedConnection.nullable(),
  amazonConnections: z.array(ExportedConnection),
  listings: z.array(Row),
  listingVersions: z.array(Row),
  reviews: z.array(Row),
  faqs: z.array(Row),
  aplusDrafts: z.array(Row),
  syncRuns: z.array(Row),
  salesInquiries: z.array(Row),
  /** What the listing watch saw Amazon or others change. */
  alerts: z.array(Row),
  /** Keywords from uploads and Amazon's Search Query Performance, and which the seller targets. */
  keywords: z.array(Row),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
