import { z } from 'zod';

/** What a single-use mail link is for (account_tokens.purpose). */
export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export const AccountTokenPurposeSchema = z.enum(ACCOUNT_TOKEN_PURPOSES);
export type AccountTokenPurpose = z.infer<typeof AccountTokenPurposeSchema>;

/**
 * What a single-use OAuth `state` row is for (oauth_states.purpose): the Amazon consent round trip
 * and its seller switch, the Google round trip and one purpose per use of its verified result.
 */
export const OAUTH_STATE_PURPOSES = [
  'amazon_consent',
  'amazon_seller_switch',
  'google',
  'google_result',
  'google_link',
  'google_reauth',
] as const;
export const OAuthStatePurposeSchema = z.enum(OAUTH_STATE_PURPOSES);
export type OAuthStatePurpose = z.infer<typeof OAuthStatePurposeSchema>;
