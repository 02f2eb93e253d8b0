/**
 * Login with Amazon token endpoint (docs/amazon.md#login-with-amazon-tokens): authorization_code and refresh_token grants, with
 * Amazon's `{error, error_description}` bodies. Accepts form encoding (documented) and JSON (what the
 * Node clients actually send).
 */
import type { FastifyInstance } from 'fastify';
import { requestRegion } from './regions.ts';
import { nowMs, randomToken, type EmulatorState } from './state.ts';

type TokenRequest = Partial<
  Record<'grant_type' | 'code' | 'redirect_uri' | 'client_id' | 'client_secret' | 'refresh_token' | 'scope', string>
>;

/** The LWA scope of the Notifications API's grantless operations. */
export const NOTIFICATIONS_SCOPE = 'sellingpartnerapi::notifications';

function lwaError(error: string, description: string) {
  return { error, error_description: description };
}

export function registerLwaRoutes(app: FastifyInstance, state: EmulatorState): void {
  app.post('/auth/o2/token', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as TokenRequest;
    reply.header('cache-control', 'no-store');
    if (!body.grant_type)
      return reply.code(400).send(lwaError('invalid_request', 'The request is missing a required parameter : grant_type'));
    if (body.client_id !== state.opts.clientId || body.client_secret !== state.opts.clientSecret) {
      return reply.code(401).send(lwaError('invalid_client', 'Client authentication failed'));
    }
    // A grant works only at its own region's LWA host; the access token only at that region's endpoint.
    const region = requestRegion(request);
    const issue = (sellerId: string, refreshToken: string) => {
      const accessToken = `Atza|${randomToken(48)}`;
      state.accessTokens.set(accessToken, {
        sellerId,
        region,
        expiresAt: nowMs(state) + state.opts.accessTokenTtlSeconds * 1000,
      });
      return {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: state.opts.accessTokenTtlSeconds,
        refresh_token: refreshToken,
      };
    };
    if (body.grant_type === 'authorization_code') {
      const code = body.code ? state.authCodes.get(body.code) : undefined;
      // Codes are single use: delete before any further check, as a replayed code must fail too.
      if (body.code) state.authCodes.delete(body.code);
      if (
        !code ||
        code.expiresAt <= nowMs(state) ||
        code.clientId !== body.client_id ||
        code.region !== region ||
        (body.redirect_uri !== undefined && body.redirect_uri !== code.redirectUri)
      ) {
        return reply.code(400).send(lwaError('invalid_grant', 'The request has an invalid grant parameter : code'));
      }
      const refreshToken = `Atzr|${randomToken(64)}`;
      state.refreshTokens.set(refreshToken, { sellerId: code.sellerId, clientId: code.clientId, region: code.region });
      return reply.send(issue(code.sellerId, refreshToken));
    }
    if (body.grant_type === 'client_credentials') {
      // Grantless: the application itself, for the scopes Amazon allows (Notifications destinations).
      if (body.scope !== NOTIFICATIONS_SCOPE)
        return reply.code(400).send(lwaError('invalid_scope', 'The requested scope is invalid, unknown, or malformed.'));
      const accessToken = `Atza|${randomToken(48)}`;
      state.accessTokens.set(accessToken, {
        sellerId: '',
        region,
        expiresAt: nowMs(state) + state.opts.accessTokenTtlSeconds * 1000,
        grantless: body.scope,
      });
      return reply.send({
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: state.opts.accessTokenTtlSeconds,
        scope: body.scope,
      });
    }
    if (body.grant_type === 'refresh_token') {
      const entry = body.refresh_token ? state.refreshTokens.get(body.refresh_token) : undefined;
      // Demo refresh tokens (region null) work at every region's host.
      if (
        !entry ||
        !body.refresh_token ||
        entry.clientId !== body.client_id ||
        (entry.region !== null && entry.region !== region)
      ) {
        return reply.code(400).send(lwaError('invalid_grant', 'The request has an invalid grant parameter : refresh_token'));
      }
      return reply.send(issue(entry.sellerId, body.refresh_token));
    }
    return reply
      .code(400)
      .send(
        lwaError(
          'unsupported_grant_type',
          `The authorization grant type is not supported by the authorization server : ${body.grant_type}`,
        ),
      );
  });
}
