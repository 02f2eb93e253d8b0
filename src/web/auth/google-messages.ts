import type { PopupOutcome } from './google-popup.ts';

/** User-facing texts for Google sign-in. */
export type ToastText = { title: string; description: string };

export const GOOGLE_TOASTS = {
  welcome: { title: 'Welcome!', description: 'You have successfully logged in with Google.' },
  cancelled: { title: 'Sign-in cancelled', description: 'The process was closed before completing the sign-in.' },
  blocked: { title: 'Sign-in failed', description: 'The authentication window was blocked by your browser.' },
  invalidResponse: { title: 'Google login failed', description: 'Invalid response from Google authentication' },
} as const satisfies Record<string, ToastText>;

export const GOOGLE_LOGIN_FAILED_TITLE = 'Google login failed';
export const GOOGLE_LOGIN_FAILED_FALLBACK = 'Please try again later.';

/** Provider errors meaning this app's address is not registered for the Google client. */
const UNREGISTERED_ADDRESS = new Set(['unauthorized_domain', 'redirect_uri_mismatch', 'unauthorized_client', 'origin_mismatch']);

export function unregisteredAddressToast(origin: string): ToastText {
  return {
    title: 'Sign-in failed',
    description: `This app's address (${origin}) must be added to the authorized domains and redirect URIs of its Google sign-in setup. Until then, please sign in with your username and password.`,
  };
}

/** The toast for a popup that ended without a sign-in code. */
export function popupFailureToast(outcome: Exclude<PopupOutcome, { kind: 'code' }>, origin: string): ToastText {
  if (outcome.kind === 'closed') return GOOGLE_TOASTS.cancelled;
  if (outcome.kind === 'invalid') return GOOGLE_TOASTS.invalidResponse;
  // Cancel on the provider's page is the same choice as closing the window.
  if (outcome.reason === 'access_denied') return GOOGLE_TOASTS.cancelled;
  if (outcome.reason && UNREGISTERED_ADDRESS.has(outcome.reason)) return unregisteredAddressToast(origin);
  return { title: 'Sign-in failed', description: `Google sign-in error: ${outcome.message}` };
}
