import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { clientKey, hitRateLimitWindow, isLocalClient } from '../security/index.ts';

/** Contact Sales inquiries per client address an hour: a person writes one or two, a script hundreds. */
export const SALES_INQUIRY_LIMIT = { perAddress: 10, windowMs: 60 * 60_000 } as const;

/**
 * A preHandler for POST /api/billing/sales-inquiries, which anyone may call. In production every address
 * counts, loopback included: behind a local reverse proxy without TRUST_PROXY all visitors share
 * 127.0.0.1 and so share the ten, which is the safe side for a form that stores what it is sent.
 * Outside production the developer's own machine is exempt, as for registration.
 */
export function limitSalesInquiries(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (app.config.env !== 'production' && isLocalClient(request)) return;
    const at = app.now();
    const key = `sales-inquiry:ip:${clientKey(request.ip)}`;
    const { count, resetAt } = await hitRateLimitWindow(app.db, key, SALES_INQUIRY_LIMIT.windowMs, at);
    if (count <= SALES_INQUIRY_LIMIT.perAddress) return;
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Too many messages to Sales from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      { retryAfterSeconds: seconds },
    );
  };
}
