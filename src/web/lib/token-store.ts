/**
 * The session token in localStorage, with the time it was issued. Kept apart from the API client
 * (and its zod contracts) so the entry chunk, which checks for a token at start, stays small.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
const TOKEN_ISSUED_AT_KEY = 'auth_token_issued_at';

export function getToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Every token stored is a new one (a sign-in or a rotation): its issue time is stored with it. */
export function setToken(token: string | null): void {
  if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
  else localStorage.removeItem(AUTH_TOKEN_KEY);
  try {
    if (token) localStorage.setItem(TOKEN_ISSUED_AT_KEY, String(Date.now()));
    else localStorage.removeItem(TOKEN_ISSUED_AT_KEY);
  } catch {
    // Unknown age next time: the token is rotated once more than needed.
  }
}

/** When the stored token was issued, shared by every tab and page load; null: unknown. */
export function getTokenIssuedAt(): number | null {
  try {
    const at = Number(localStorage.getItem(TOKEN_ISSUED_AT_KEY));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}
