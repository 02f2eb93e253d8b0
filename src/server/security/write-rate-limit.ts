import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '#core/errors';
import { clientKey } from './client-key.ts';
import { hitRateLimitWindow } from './rate-limit.ts';

export type WriteRateLimitOptions = {
  /** Writes per window for one signed-in user, across all their sessions and addresses. */
  perUser?: number;
  /** Writes per window from one client address, signed in or not. */
  perAddress?: number;
  windowMs?: number;
};

/** Generous: a person clicking through the app never meets them; a script hammering writes does. */
export const DEFAULT_WRITE_LIMITS = { perUser: 120, perAddress: 300, windowMs: 60_000 } as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Stripe signs its webhook and retries on 429, so limiting it would only delay billing events. */
const EXEMPT = new Set(['POST /api/billing/webhook']);
/** GETs that store something (a pending OAuth flow each), counted like writes so they cannot flood the table. */
const STORING_READS = new Set(['GET /api/auth/google/start', 'GET /api/amazon/auth-url']);
const MESSAGE = 'Too many requests. Please slow down and try again shortly.';

/**
 * Per-address and per-user limits on every write under /api (and the GETs that store an OAuth
 * flow), counted in the database so every
 * process shares them. The address is checked in onRequest, before the body is read. The user is
 * checked in a preHandler appended to each write route, so it runs after the route's own
 * authentication whether that is an onRequest or a preHandler hook. Login keeps its stricter
 * failed-attempt limits on top of these.
 */
export const writeRateLimitPlugin = fp(
  async (app: FastifyInstance, opts: WriteRateLimitOptions) => {
    const limits = { ...DEFAULT_WRITE_LIMITS, ...opts };
    app.addHook('onRequest', async (request, reply) => {
      // Without TRUST_PROXY every user behind a local reverse proxy shares 127.0.0.1: one bucket for
      // all would block everybody at once. The per-user limit still applies to them.
      if (!isLimitedWrite(request.method, request.routeOptions.url) || isLocalClient(request)) return;
      return enforce({
        app,
        reply,
        key: `write:ip:${clientKey(request.ip)}`,
        limit: limits.perAddress,
        windowMs: limits.windowMs,
      });
    });
    const limitUser = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return;
      return enforce({ app, reply, key: `write:user:${request.user.id}`, limit: limits.perUser, windowMs: limits.windowMs });
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((m) => isLimitedWrite(m, route.url))) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), limitUser];
    });
  },
  { name: 'write-rate-limit', dependencies: ['services', 'auth'] },
);

function isLimitedWrite(method: string, url: string | undefined): boolean {
  if (STORING_READS.has(`${method} ${url}`)) return true;
  if (!url?.startsWith('/api/') || !WRITE_METHODS.has(method)) return false;
  return !EXEMPT.has(`${method} ${url}`);
}

export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * A request from this machine: decided by the socket's peer, which no header can change, and by
 * the client address too, so a trusted local proxy's clients (request.ip from X-Forwarded-For)
 * still count per address.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

async function enforce(args: { app: FastifyInstance; reply: FastifyReply; key: string; limit: number; windowMs: number }) {
  const { count, resetAt } = await hitRateLimitWindow(args.app.db, args.key, args.windowMs);
  if (count <= args.limit) return;
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return args.reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ code: 'RATE_LIMITED', message: MESSAGE } satisfies ApiErrorBody);
}
