import { browserCookie } from '../security/index.ts';

/** Holds the sign-in's state: the callback requires the same value (see browserCookie). */
export const flowCookie = browserCookie('lp_google_state', '/api/auth/google');
