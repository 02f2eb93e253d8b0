import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanMarketplaceSchema, type PlanMarketplace } from '#core/api/plan-marketplace';
import { findMarketplace } from '#core/marketplaces';
import { hasFeature } from '#core/plans/features';
import { useAuth } from '../auth/index.ts';
import { apiRequest } from '../lib/api-client.ts';

export const planKeys = {
  all: ['plan'] as const,
  marketplace: () => [...planKeys.all, 'marketplace'] as const,
};

export const planMarketplaceQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.marketplace(),
    queryFn: ({ signal }) => apiRequest(PlanMarketplaceSchema, 'GET', '/api/plan/marketplace', { signal }),
    // Shared by every badge of a list: one request, not one per row.
    staleTime: 60_000,
  });

export function changePlanMarketplace(marketplaceId: string): Promise<PlanMarketplace> {
  return apiRequest(PlanMarketplaceSchema, 'PUT', '/api/plan/marketplace', { body: { marketplaceId } });
}

export type PlanCoverage = {
  /** The listing's marketplace is outside the user's plan (Free plan, another marketplace). */
  isOutside: boolean;
  /** The marketplace the Free plan covers, null when unknown or not loaded. */
  planMarketplaceId: string | null;
  planMarketplaceName: string | null;
};

/**
 * Whether the plan covers listings of `marketplaceId`, with the same rule as the server's gate:
 * paid plans cover every marketplace, Free only its own. Asked only of Free users.
 */
export function usePlanCoverage(marketplaceId: string | undefined): PlanCoverage {
  const { user } = useAuth();
  const limited = user !== null && !hasFeature(user.tier, 'allMarketplaces');
  const plan = useQuery({ ...planMarketplaceQueryOptions(), enabled: limited });
  const planMarketplaceId = plan.data?.marketplaceId ?? null;
  const m = planMarketplaceId ? findMarketplace(planMarketplaceId) : undefined;
  return {
    isOutside: limited && planMarketplaceId !== null && marketplaceId !== undefined && marketplaceId !== planMarketplaceId,
    planMarketplaceId: limited ? planMarketplaceId : null,
    planMarketplaceName: m ? `${m.name} (${m.country})` : null,
  };
}
