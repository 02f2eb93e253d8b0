import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { Config } from '../config.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify declaration merging needs an interface
  interface FastifyInstance {
    /** The one Stripe client of the process (stripePlugin), null when billing is not configured. */
    stripe: Stripe | null;
  }
}

/** Decorates the app with its Stripe client: billing's routes and account deletion share it. */
export const stripePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('stripe', createStripeClient(app.config.stripe));
  },
  { name: 'stripe', dependencies: ['services'] },
);

/**
 * The Stripe client, or null when billing is not configured (upgrades then apply at once, as in
 * the beta). STRIPE_API_BASE points it at a stand-in such as src/emulators/stripe; the SDK takes
 * host, port and protocol rather than a URL, so a base with a path (the emulator embedded under
 * /_emulator/stripe) is added to each request's path by the fetch it is given.
 */
export function createStripeClient(stripe: Config['stripe']): Stripe | null {
  if (!stripe) return null;
  const base = stripe.apiBase ? new URL(stripe.apiBase) : null;
  const basePath = base ? base.pathname.replace(/\/$/, '') : '';
  return new Stripe(stripe.secretKey, {
    // A stuck Stripe call holds a user's upgrade click: fail within the page's patience instead.
    timeout: 20_000,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
    ...(basePath
      ? {
          httpClient: Stripe.createFetchHttpClient((input: string | URL | Request, init?: RequestInit) => {
            const url = new URL(input instanceof Request ? input.url : input);
            url.pathname = `${basePath}${url.pathname}`;
            return fetch(url, init);
          }),
        }
      : {}),
  });
}
