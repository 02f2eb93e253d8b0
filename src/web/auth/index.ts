/** What other web features and the shell use from auth: the session, and the Google pieces settings reuses. */
export { AuthProvider, useAuth } from './auth-provider.tsx';
export { authKeys, meQueryOptions } from './session-query.ts';
export { GoogleLogo } from './components/google-logo.tsx';
export { VerifyEmailBanner } from './components/verify-email-banner.tsx';
export { GOOGLE_TOASTS, popupFailureToast, type ToastText } from './google-messages.ts';
export { openBlankGooglePopup, waitForPopupResult } from './google-popup.ts';
