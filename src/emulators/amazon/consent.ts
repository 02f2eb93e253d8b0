/**
 * Seller Central consent page (Amazon's website authorization workflow): plain server-rendered
 * HTML, no scripts. Every echoed value goes through escapeHtml. The form posts back to the same
 * relative URL, so it works under any mount prefix.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findMarketplace } from '#core/marketplaces';
import { escapeHtml } from './errors.ts';
import { nowMs, randomToken, type EmulatorState } from './state.ts';
import { openAccount, publicIdOf } from './accounts.ts';
import { ensureSignIn, signInOf } from './sign-in.ts';
import { requestRegion, servesMarketplace } from './regions.ts';
import { htmlPage } from '../html-page.ts';

const CODE_TTL_MS = 5 * 60 * 1000;

type ConsentParams = {
  application_id?: string;
  state?: string;
  version?: string;
  redirect_uri?: string;
  selling_partner_id?: string;
  action?: string;
};

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f1111}
fieldset{border:1px solid #d5d9d9;border-radius:8px;padding:1rem;margin:1rem 0}
label{display:block;margin:.5rem 0}
button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:8px;border:1px solid #888;cursor:pointer}
button[value=confirm]{background:#ffd814;border-color:#fcd200}
.error{border:1px solid #c40000;padding:1rem;border-radius:8px}
`;

function page(title: string, body: string): string {
  return htmlPage({ titleHtml: `${escapeHtml(title)} - Seller Central (emulator)`, style: STYLE, body });
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The docs advise no-referrer so the state value does not leak; CSP blocks any injected script.
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-frame-options', 'DENY')
    .send(html);
}

function errorPage(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return sendHtml(
    reply,
    status,
    page(
      'Authorization error',
      `<h1>We could not authorize this application</h1>
<div class="error" role="alert"><p>${escapeHtml(message)}</p><p>Error code: <strong>${escapeHtml(code)}</strong></p></div>`,
    ),
  );
}

/** Checks shared by GET (render) and POST (decide); returns the redirect URI to use or an error. */
function checkRequest(
  state: EmulatorState,
  q: ConsentParams,
): { redirectUri: string } | { status: number; code: string; message: string } {
  if (!q.application_id || q.application_id !== state.opts.applicationId) {
    return { status: 400, code: 'MD9100', message: `The application ID ${q.application_id ?? '(missing)'} is not valid.` };
  }
  if (state.opts.isDraftApp && q.version !== 'beta') {
    return {
      status: 400,
      code: 'MD1000',
      message: 'This application is in draft state; the authorization request must include version=beta.',
    };
  }
  if (!q.state) return { status: 400, code: 'MD9010', message: 'The authorization request is missing the state parameter.' };
  const registered = state.opts.redirectUris;
  if (q.redirect_uri !== undefined && !registered.includes(q.redirect_uri)) {
    return { status: 400, code: 'MD5101', message: `The redirect URI ${q.redirect_uri} is not registered for this application.` };
  }
  const redirectUri = q.redirect_uri ?? registered[0];
  if (!redirectUri) return { status: 400, code: 'MD5101', message: 'The application has no registered redirect URI.' };
  return { redirectUri };
}

/** The "Simulate a change" panel, relative to the consent page under any mount prefix and region host. */
function simulateLink(url: string): string {
  const path = url.split('?')[0] ?? '';
  const root = path.replace(/\/(?:na\/|eu\/|fe\/)?apps\/authorize\/consent$/, '');
  return `${root}/__emulator/simulate`;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function registerConsentRoutes(app: FastifyInstance, state: EmulatorState): void {
  app.get('/apps/authorize/consent', async (request, reply) => {
    const q = request.query as ConsentParams;
    const check = checkRequest(state, q);
    if ('code' in check) return errorPage(reply, check.status, check.code, check.message);
    ensureSignIn(request, reply);
    const region = requestRegion(request);
    const sellers = state.sellers
      .map((s, i) => {
        const countries = s.marketplaceIds
          .filter((id) => servesMarketplace(region, id))
          .map((id) => findMarketplace(id)?.country ?? id)
          .join(', ');
        return `<label><input type="radio" name="selling_partner_id" value="${escapeHtml(s.sellerId)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(s.storeName)} (${escapeHtml(s.sellerId)}; ${escapeHtml(countries)})</label>`;
      })
      .join('\n');
    const hidden = (name: string, value: string | undefined) =>
      value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return sendHtml(
      reply,
      200,
      page(
        'Authorize application',
        `<h1>Authorize ListingPilot</h1>
<p>The application <strong>${escapeHtml(q.application_id ?? '')}</strong> is requesting access to your Seller Central account
(Product Listing, Selling Partner Insights). It will be able to read and update your listings.</p>
<p>Redirects to: <code>${escapeHtml(check.redirectUri)}</code></p>
<form method="post" action="consent">
${hidden('application_id', q.application_id)}${hidden('state', q.state)}${hidden('version', q.version)}${hidden('redirect_uri', q.redirect_uri)}
<fieldset>
<legend>Choose the selling account to connect</legend>
${sellers}
</fieldset>
<button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>
<p><a href="${escapeHtml(simulateLink(request.url))}">Simulate a change</a> on your listings (demo only).</p>`,
      ),
    );
  });

  app.post('/apps/authorize/consent', async (request, reply) => {
    const q = (request.body && typeof request.body === 'object' ? request.body : {}) as ConsentParams;
    const check = checkRequest(state, q);
    if ('code' in check) return errorPage(reply, check.status, check.code, check.message);
    const stateParam = q.state ?? '';
    if (q.action !== 'confirm') {
      // Amazon's documentation does not say what it sends on denial; OAuth 2.0 (RFC 6749 §4.1.2.1) uses access_denied.
      return reply.redirect(
        withQuery(check.redirectUri, {
          error: 'access_denied',
          error_description: 'The seller cancelled the authorization.',
          state: stateParam,
        }),
        302,
      );
    }
    const seller = state.sellers.find((s) => s.sellerId === q.selling_partner_id);
    if (!seller) return errorPage(reply, 400, 'MD9100', 'Choose a selling account to connect.');
    const code = `ANd${randomToken(24)}`;
    const account = openAccount(state, seller.sellerId, signInOf(request));
    // The grant covers this Seller Central's region only, and sees this user's copy of the seller (accounts.ts).
    state.authCodes.set(code, {
      sellerId: account,
      clientId: state.opts.clientId,
      redirectUri: check.redirectUri,
      expiresAt: nowMs(state) + CODE_TTL_MS,
      region: requestRegion(request),
    });
    return reply.redirect(
      withQuery(check.redirectUri, { state: stateParam, selling_partner_id: publicIdOf(state, account), spapi_oauth_code: code }),
      302,
    );
  });
}
