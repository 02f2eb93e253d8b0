import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../accounts/repo.ts';
import { findUserByToken } from '../accounts/service.ts';
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
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const user = token ? await findUserByToken({ db: app.db, sessionTtlDays: app.config.sessionTtlDays }, token) : undefined;
      if (!user || !token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      request.user = user;
      request.sessionToken = token;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
