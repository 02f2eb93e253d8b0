import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createOidcClient } from '../integrations/oidc/index.ts';
import type { GoogleAuthDeps } from './service.ts';

/** What the Google routes share: undefined when Google is not set up on this server. */
export type GoogleRouteSetup = { deps: GoogleAuthDeps; publicOrigin: string; secure: boolean };

export function createGoogleRouteSetup(app: FastifyInstance): GoogleRouteSetup | undefined {
  const google = app.config.google;
  if (!google?.clientSecret) return undefined;
  const publicOrigin = new URL(app.config.publicUrl).origin;
  return {
    publicOrigin,
    secure: publicOrigin.startsWith('https:'),
    deps: {
      db: app.db,
      oidc: createOidcClient({
        issuer: google.issuer,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        // The local emulator speaks plain http; a production issuer must be https unless on loopback.
        allowHttp: app.config.env !== 'production' || isLoopback(google.issuer),
      }),
      redirectUri: `${app.config.publicUrl}/api/auth/google/callback`,
      sessionTtlDays: app.config.sessionTtlDays,
    },
  };
}

/** The address the browser used, when it is not PUBLIC_URL's: the popup could never report back. */
export function foreignOrigin(request: FastifyRequest, publicOrigin: string): string | undefined {
  const origin = `${request.protocol}://${request.host}`;
  return origin === publicOrigin ? undefined : origin;
}

export function wrongAddressMessage(origin: string, publicOrigin: string): string {
  return `This app runs at ${origin}, but Google sign-in is set up for ${publicOrigin}.`;
}

function isLoopback(issuer: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname);
}
