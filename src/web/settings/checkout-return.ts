import { CHECKOUT_RETURN_PARAM, type CheckoutReturn } from '#core/api/billing';
import { TIERS, type Tier } from '#core/plans/tiers';

/** The tier being bought, kept across the round trip to Stripe's page (same tab, same origin). */
const PENDING_TIER_KEY = 'checkout_tier';

export function rememberCheckoutTier(tier: Tier): void {
  try {
    sessionStorage.setItem(PENDING_TIER_KEY, tier);
  } catch {
    // Storage blocked: the return still refetches, it just cannot name the plan it waits for.
  }
}

export function peekCheckoutTier(): Tier | null {
  try {
    // A plain lookup, not TierSchema: the settings chunk then needs no zod for it.
    const stored = sessionStorage.getItem(PENDING_TIER_KEY);
    return TIERS.find((tier) => tier === stored) ?? null;
  } catch {
    return null;
  }
}

export function forgetCheckoutTier(): void {
  try {
    sessionStorage.removeItem(PENDING_TIER_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** `?checkout=success|cancel` from Stripe's redirect, else null. */
export function readCheckoutReturn(search: string): CheckoutReturn | null {
  const value = new URLSearchParams(search).get(CHECKOUT_RETURN_PARAM);
  return value === 'success' || value === 'cancel' ? value : null;
}

/** The same URL without the checkout parameter, so a reload does not announce it again. */
export function withoutCheckoutParam(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHECKOUT_RETURN_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
