/** The OpenID Connect client: what other features may use. They import it from here, never from the files behind it. */
export { createOidcClient } from './client.ts';
export type { OidcClient, VerifiedIdentity } from './client.ts';
