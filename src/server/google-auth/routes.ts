import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthResponseSchema } from '#core/api/auth';
import { AppError } from '../errors.ts';
import { createGoogleRouteSetup, foreignOrigin, wrongAddressMessage } from './deps.ts';
import { flowCookie } from './flow-cookie.ts';
import { sendResultPage } from './result-page.ts';
import { GoogleSignInBodySchema } from './schemas.ts';
import { completeGoogleCallback, GoogleFlowError, redeemGoogleResult, startGoogleSignIn, STATE_TTL_MS } from './service.ts';

const POPUP_JS = readFileSync(new URL('./popup.js', import.meta.url), 'utf8');

/**
 * "Continue with Google" in a popup, mounted under /api/auth:
 * GET google/start → issuer → GET google/callback → popup.js posts a one-time code to the
 * opener → POST google {code} → {token, user}. The callback also ends the Settings round trips
 * (link, re-authentication) started at /api/account/google/start. Absent when Google is off.
 */
export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = createGoogleRouteSetup(app);
  if (!setup) return;
  const { deps, publicOrigin, secure } = setup;

  app.get('/auth/google/start', async (request, reply) => {
    // The callback returns to PUBLIC_URL; opened from another address, the popup could never
    // reach this window, so say so instead of failing silently after the user picks an account.
    const origin = foreignOrigin(request, publicOrigin);
    if (origin) {
      return sendResultPage(reply, 400, { error: wrongAddressMessage(origin, publicOrigin), reason: 'unauthorized_domain' });
    }
    try {
      const { authorizationUrl, state } = await startGoogleSignIn(deps);
      flowCookie.set(reply, state, { secure, maxAgeSeconds: STATE_TTL_MS / 1000 });
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(authorizationUrl);
    } catch (error) {
      return sendFailure(request, reply, error);
    }
  });

  app.get('/auth/google/callback', async (request, reply) => {
    // The raw query goes to openid-client as received: it validates code, state and iss itself.
    const callbackUrl = new URL(deps.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    const boundState = flowCookie.read(request);
    flowCookie.clear(reply, { secure });
    try {
      const code = await completeGoogleCallback(deps, { callbackUrl, boundState });
      return sendResultPage(reply, 200, { code });
    } catch (error) {
      return sendFailure(request, reply, error);
    }
  });

  app.get('/auth/google/popup.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(POPUP_JS),
  );

  app.post('/auth/google', { schema: { body: GoogleSignInBodySchema, response: { 200: AuthResponseSchema } } }, async (request) =>
    redeemGoogleResult(deps, request.body.code),
  );
};

/** Failures end in the popup, which passes the message to the opener; 5xx causes stay in the log. */
function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof AppError && error.status < 500) {
    // A user's own "no" at the provider is routine; anything else (state, token checks) is worth a look.
    const level = error instanceof GoogleFlowError && error.reason ? 'info' : 'warn';
    // Only the messages: the wrapped errors carry ID token claims (emails) that logs must not keep.
    request.log[level]({ causes: causeMessages(error.cause) }, `google sign-in refused: ${error.message}`);
    return sendResultPage(reply, error.status, {
      error: error.message,
      reason: error instanceof GoogleFlowError ? error.reason : undefined,
    });
  }
  request.log.error({ err: error }, 'google sign-in failed');
  const message = error instanceof AppError ? error.message : 'Something went wrong on our side. Please try again.';
  return sendResultPage(reply, error instanceof AppError ? error.status : 500, { error: message });
}

function causeMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) messages.push(e.message);
  return messages;
}
