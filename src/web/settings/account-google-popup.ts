import type { AccountSecurity } from '#core/api/account';
import { GOOGLE_TOASTS, popupFailureToast, type ToastText, openBlankGooglePopup, waitForPopupResult } from '../auth/index.ts';
import { errorMessage } from '../lib/api-client.ts';
import { linkGoogle, reauthWithGoogle, startAccountGoogle } from './components/account-api.tsx';

export type AccountGoogleOutcome = { ok: true; security: AccountSecurity } | { ok: false; toast: ToastText };

/**
 * Link Google or Confirm with Google from Settings. Must be called synchronously inside the click
 * (it opens the popup first); the round trip's address comes from the server afterwards.
 */
export function runAccountGooglePopup(intent: 'link' | 'reauth'): Promise<AccountGoogleOutcome> {
  const popup = openBlankGooglePopup();
  if (!popup) return Promise.resolve({ ok: false, toast: GOOGLE_TOASTS.blocked });
  return (async (): Promise<AccountGoogleOutcome> => {
    const title = intent === 'link' ? 'Linking Google failed' : 'Confirmation failed';
    try {
      const { authorizationUrl } = await startAccountGoogle(intent);
      popup.location.href = authorizationUrl;
    } catch (error) {
      popup.close();
      return { ok: false, toast: { title, description: errorMessage(error, 'Please try again later.') } };
    }
    const outcome = await waitForPopupResult(popup);
    if (outcome.kind !== 'code') return { ok: false, toast: popupFailureToast(outcome, window.location.origin) };
    try {
      return { ok: true, security: await (intent === 'link' ? linkGoogle(outcome.code) : reauthWithGoogle(outcome.code)) };
    } catch (error) {
      return { ok: false, toast: { title, description: errorMessage(error, 'Please try again later.') } };
    }
  })();
}
