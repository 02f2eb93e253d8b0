import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../accounts/repo.ts';
import type { CachedBody } from './cached-json.ts';
import { OwnedCache } from './owned-cache.ts';

export type CachedSession = { user: UserRow; expiresAt: Date };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    caches: { sessions: OwnedCache<CachedSession>; responses: OwnedCache<CachedBody> };
  }
}

/** Channel and payloads of migration 0004: `l:<userId>` listings changed, `u:<userId>` user or sessions changed. */
const CHANNEL = 'lp_changes';
const PAYLOAD = /^([lu]):(\d+)$/;
const MAX_SESSIONS = 10_000;
/** A safety net only: entries are dropped on the change notification, long before this. */
const TTL_MS = 60_000;

/**
 * Per-process caches of hot reads (the session behind a token, serialised listing answers), kept
 * correct across processes by the database's change notifications.
 */
export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const enabled = app.config.cacheBytes > 0;
    const sessions = new OwnedCache<CachedSession>({ maxWeight: enabled ? MAX_SESSIONS : 0, ttlMs: TTL_MS });
    const responses = new OwnedCache<CachedBody>({ maxWeight: app.config.cacheBytes, ttlMs: TTL_MS });
    app.decorate('caches', { sessions, responses });
    if (!enabled) return;

    const unlisten = await app.database.listen(CHANNEL, {
      payload: (text) => {
        const match = PAYLOAD.exec(text);
        if (!match) return;
        const userId = Number(match[2]);
        if (match[1] === 'l') responses.invalidate(userId);
        else sessions.invalidate(userId);
      },
      up: () => {
        sessions.setLive(true);
        responses.setLive(true);
      },
      down: () => {
        sessions.setLive(false);
        responses.setLive(false);
      },
    });
    // Read-your-writes: a user's own write is answered only after their cached reads are gone,
    // whenever the database's notification arrives.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.user) {
        sessions.invalidate(request.user.id);
        responses.invalidate(request.user.id);
      }
      return payload;
    });
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'cache', dependencies: ['services'] },
);
