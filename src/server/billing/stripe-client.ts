import Stripe from 'stripe';
import type { Config } from '../config.ts';

/**
 * The Stripe client, or null when billing is not configured (upgrades then apply at once, as in
 * the beta). STRIPE_API_BASE points it at a stand-in such as src/emulators/stripe; the SDK takes
 * host, port and protocol rather than a URL.
 */
export function createStripeClient(stripe: Config['stripe']): Stripe | null {
  if (!stripe) return null;
  const base = stripe.apiBase ? new URL(stripe.apiBase) : null;
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
  });
}
