import { AMAZON_CONNECT_ERRORS, type AmazonConnectError } from '#core/api/amazon';

/** Shown for a code this version does not know (or a hand-made link): never the link's own text. */
export const GENERIC_CONNECTION_ERROR = 'Failed to connect to Amazon. Please try again.';

const TEXTS: Record<AmazonConnectError, string> = {
  access_denied: 'Amazon did not grant access. Please try again and choose Confirm.',
  invalid_state: 'This Amazon connection link is invalid or was already used. Please start again from Settings.',
  expired_state: 'The Amazon connection request expired. Please start again from Settings.',
  other_browser: 'This Amazon connection was not started in this browser. Please start again from Settings.',
  invalid_grant: 'Amazon did not accept the authorization. Please connect again.',
  no_marketplaces: 'Your Amazon account has no marketplace ListingPilot supports in this region.',
  amazon_unavailable: 'Amazon could not be reached. Please try again in a few minutes.',
  seller_not_verified: 'Amazon did not confirm the seller account this connection names. Please connect again from Settings.',
};

/**
 * The words for `?amazon_error=<code>`. The query only selects one of this app's texts, so a link
 * crafted by someone else cannot put its words on this app's page.
 */
export function connectionErrorText(code: string): string {
  return (AMAZON_CONNECT_ERRORS as readonly string[]).includes(code)
    ? TEXTS[code as AmazonConnectError]
    : GENERIC_CONNECTION_ERROR;
}
