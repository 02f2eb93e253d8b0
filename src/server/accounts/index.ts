/** Accounts: what other features may use. They import it from here, never from the files behind it. */
export { notifyAccountOwner, notifyAccountOwnerById } from './notify.ts';
export { dropOAuthStates, insertOAuthState, takeOAuthState } from './oauth-states.ts';
export { recordReauthentication, requireRecentReauth } from './reauth.ts';
export { countIdentities, findUserById, insertUser, isUsernameTaken, revokeSessionsAndOAuthStates } from './repo.ts';
export { markEmailVerified } from './tokens-repo.ts';
export { getAccountSecurity } from './security-service.ts';
export { createSession, normaliseEmail, toUserJson } from './service.ts';
export { usernameSkeleton } from './username-skeleton.ts';
export { rekeyUsernames } from './username-keys.ts';
