import { z } from 'zod';

/**
 * Amazon's selling regions. An authorisation belongs to one region: its own consent (Seller Central
 * of the region), refresh token, SP-API endpoint and marketplaces (docs/amazon.md#regions-and-endpoints).
 */
export const REGIONS = ['NA', 'EU', 'FE'] as const;
export const RegionSchema = z.enum(REGIONS, { error: 'region must be NA, EU or FE' });
export type Region = z.infer<typeof RegionSchema>;

/** Sort comparator: NA, EU, FE, the order every list of regions is shown and processed in. */
export function byRegion(a: { region: Region }, b: { region: Region }): number {
  return REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region);
}

export const REGION_NAMES: Record<Region, string> = {
  NA: 'North America',
  EU: 'Europe',
  FE: 'Far East',
};
