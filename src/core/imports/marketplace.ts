import { MARKETPLACES, type Marketplace } from '#core/marketplaces';

/** Shown in every "unknown marketplace" message so the fix is in the message. */
export const MARKETPLACE_CHOICES = 'US, UK, DE, FR, IT or ES';

/**
 * Sellers write the country (US, UK, GB, DE), the marketplace id (ATVPDKIKX0DER) or the site
 * (amazon.de); all three name one marketplace. GB is the ISO code, UK is what Amazon shows.
 */
export function resolveMarketplace(input: string): Marketplace | undefined {
  const value = input.trim().toUpperCase();
  if (!value) return undefined;
  const country = value === 'GB' ? 'UK' : value;
  return MARKETPLACES.find(
    (m) => m.id === value || m.country === country || m.name.toUpperCase() === value || `WWW.${m.name.toUpperCase()}` === value,
  );
}
