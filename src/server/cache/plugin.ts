import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index.ts';
import type { CachedBody } from './cached-json.ts';
import { OwnedCache } from './owned-cache.ts';

// The row type comes from the schema, not accounts/repo: the cache sits below every feature it serves.
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
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2000;
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

    let live = false;
    const heard = new Map<string, () => void>();

    const unlisten = await app.database.listen(CHANNEL, {
      payload: (text) => {
        if (text.startsWith(SYNC_PREFIX)) return heard.get(text)?.();
        const match = PAYLOAD.exec(text);
        if (!match) return;
        const userId = Number(match[2]);
        if (match[1] === 'l') responses.invalidate(userId);
        else sessions.invalidate(userId);
      },
      up: () => {
        live = true;
        sessions.setLive(true);
        responses.setLive(true);
      },
      down: () => {
        live = false;
        sessions.setLive(false);
        responses.setLive(false);
      },
    });
    // Read-your-writes, whoever wrote (a user, Stripe's webhook): an answer to a write leaves only
    // after this process has heard its own marker, and PostgreSQL delivers notifications in commit
    // order, so every change the write made has been heard too. PGlite delivers during the statement.
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        !live ||
        app.database.kind !== 'postgres' ||
        request.method === 'GET' ||
        request.method === 'HEAD' ||
        reply.statusCode >= 500
      )
        return payload;
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('change notification not heard in time')), SYNC_TIMEOUT_MS);
          heard.set(marker, () => {
            clearTimeout(timer);
            resolve();
          });
          app.database.sql.executeSql('select pg_notify($1, $2)', [CHANNEL, marker]).catch(reject);
        });
      } catch (error) {
        // The channel is in doubt: trust no cached answer until it is back.
        request.log.warn({ err: error }, 'change notifications lagging: caches cleared');
        sessions.clear();
        responses.clear();
      } finally {
        heard.delete(marker);
      }
      return payload;
    });
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'cache', dependencies: ['services'] },
);
