import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { featureGateMessage } from '#core/plans/features';
import { findMarketplace } from '#core/marketplaces';
import { paths } from '../../lib/paths.ts';

export const PLAN_NOTICE_ID = 'optimize-plan-notice';

/**
 * Shown before any click on a listing the Free plan does not cover: the server would refuse the
 * optimisation with the same message, so the screen says it first and points to Settings, where
 * the covered marketplace can be changed or the plan upgraded.
 */
export function PlanMarketplaceNotice({
  listingMarketplaceId,
  planMarketplaceName,
}: {
  listingMarketplaceId: string;
  planMarketplaceName: string | null;
}) {
  const listingMarket = findMarketplace(listingMarketplaceId);
  return (
    <div id={PLAN_NOTICE_ID} role="note" className="bg-muted/40 flex flex-wrap items-center gap-3 rounded-md border p-4 text-sm">
      <Lock className="size-4" aria-hidden />
      <span>
        {featureGateMessage('allMarketplaces')} Your Free plan covers {planMarketplaceName ?? 'one marketplace'}; this listing is
        on {listingMarket ? `${listingMarket.name} (${listingMarket.country})` : listingMarketplaceId}.
      </span>
      <Link href={paths.settings} className="text-primary font-medium underline-offset-4 hover:underline">
        Go to Settings
      </Link>
    </div>
  );
}
