import { PlanBadge, usePlanCoverage } from '../../plans/index.ts';

/** 'Pro' on a listing whose marketplace the user's Free plan does not cover, before any click. */
export function OutsidePlanBadge({ marketplaceId }: { marketplaceId: string }) {
  const { isOutside } = usePlanCoverage(marketplaceId);
  return isOutside ? <PlanBadge feature="allMarketplaces" /> : null;
}
