import type { FastifyReply } from 'fastify';

/** What the popup hands to the window that opened it (the user-facing messages are chosen there). */
export type PopupResult = { code: string } | { error: string; reason?: string };

export const POPUP_SCRIPT_PATH = '/api/auth/google/popup.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The page the issuer redirects the popup to. No inline script (a CSP forbids it): the result
 * sits in data attributes and popup.js, served by this app, posts it to the opener.
 */
export function renderResultPage(result: PopupResult): string {
  const data =
    'code' in result
      ? `data-code="${escapeHtml(result.code)}"`
      : `data-error="${escapeHtml(result.error)}"${result.reason ? ` data-reason="${escapeHtml(result.reason)}"` : ''}`;
  const text = 'code' in result ? 'Completing sign-in…' : `Sign-in failed: ${escapeHtml(result.error)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ListingPilot sign-in</title>
<script src="${POPUP_SCRIPT_PATH}" defer></script>
</head>
<body>
<main id="google-result" ${data}>
<p>${text}</p>
<p>You can close this window.</p>
</main>
</body>
</html>`;
}

export function sendResultPage(reply: FastifyReply, status: number, result: PopupResult): FastifyReply {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The URL holds the authorization code and state: never cache it, never send it as Referer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
      .header('x-content-type-options', 'nosniff')
      .send(renderResultPage(result))
  );
}
