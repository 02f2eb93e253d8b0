/**
 * The browser half of "Continue with Google": a popup at /api/auth/google/start that ends on
 * the server's result page, whose popup.js posts `{type, code}` or `{type, error, reason?}`.
 */
export const GOOGLE_MESSAGE_TYPE = 'listingpilot:google';
const START_PATH = '/api/auth/google/start';
const POLL_MS = 400;
/** A message the popup posted just before closing itself may still be in the queue. */
const CLOSE_GRACE_MS = 300;

export type PopupOutcome =
  { kind: 'code'; code: string } | { kind: 'error'; message: string; reason?: string } | { kind: 'closed' } | { kind: 'invalid' };

/** Must run synchronously in the click handler: popups opened after an await get blocked. */
export function openGooglePopup(): Window | null {
  return openPopupAt(START_PATH);
}

/**
 * For a signed-in round trip (Link Google, Confirm with Google) whose address comes from an API
 * call: opened empty inside the click, then sent to the issuer once the call answers.
 */
export function openBlankGooglePopup(): Window | null {
  return openPopupAt('about:blank');
}

function openPopupAt(url: string): Window | null {
  const width = 500;
  const height = 640;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return window.open(url, 'listingpilot-google', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

export function parsePopupMessage(data: unknown): PopupOutcome | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== GOOGLE_MESSAGE_TYPE) return undefined;
  if (typeof message.code === 'string' && message.code) return { kind: 'code', code: message.code };
  if (typeof message.error === 'string') {
    return { kind: 'error', message: message.error, reason: typeof message.reason === 'string' ? message.reason : undefined };
  }
  return { kind: 'invalid' };
}

/** Resolves with the popup's message, or 'closed' once the user closes it without one. */
export function waitForPopupResult(popup: Window): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    // Fallback for issuers whose Cross-Origin-Opener-Policy cuts window.opener (see popup.js).
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(GOOGLE_MESSAGE_TYPE) : null;
    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      if (!popup.closed) popup.close();
      resolve(outcome);
    };
    const accept = (data: unknown) => {
      const outcome = parsePopupMessage(data);
      if (outcome) finish(outcome);
    };
    // Only our own popup on our own origin may hand over a sign-in code.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === popup) accept(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => finish({ kind: 'closed' }), CLOSE_GRACE_MS);
    }, POLL_MS);
  });
}
