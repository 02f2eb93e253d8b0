import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index.ts';
import { findSession, sessionKey } from '../accounts/service.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes behind it can rely on it. */
    user: UserRow;
    sessionToken: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1];
}

/** `onRequest: app.authenticate` on every route that needs a signed-in user: it runs before the body is parsed or validated, so a stranger gets 401, never a validation answer. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('sessionToken', '');
    const deps = { db: app.db, sessionTtlDays: app.config.sessionTtlDays, sessionMaxDays: app.config.sessionMaxDays };
    const cache = app.caches.sessions;
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      const key = sessionKey(token);
      // Reads may use the cached session (a change reaches it within milliseconds); a write is
      // authorised against the database itself, so a plan change or a revocation applies at once.
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      let session = isRead ? cache.get(key) : undefined;
      if (!session) {
        const stamp = cache.stamp();
        session = await findSession(deps, key);
        // Frozen: a request that mutated the shared row would change it for every later request.
        if (session)
          cache.set(session.user.id, key, Object.freeze({ user: Object.freeze(session.user), expiresAt: session.expiresAt }), {
            stamp,
            expiresAt: session.expiresAt.getTime(),
          });
      }
      if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      request.user = session.user;
      request.sessionToken = token;
    });
  },
  { name: 'auth', dependencies: ['services', 'cache'] },
);
