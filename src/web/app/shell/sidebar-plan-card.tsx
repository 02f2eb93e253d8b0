import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { TIER_LABELS } from '#core/plans/tiers';
import type { User } from '#core/api/auth';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { UsageBar } from '../../components/usage-bar.tsx';

export function SidebarPlanCard({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  return (
    <div className="from-primary/10 via-card to-card rounded-xl border bg-gradient-to-br p-4">
      <div className="mb-3 flex items-center gap-2">
        <span className="bg-primary/15 text-primary flex size-7 items-center justify-center rounded-md">
          <Crown className="size-4" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold" data-testid="sidebar-tier">
          {TIER_LABELS[user.tier]} Tier
        </p>
      </div>
      <UsageBar usageCount={user.usageCount} usageLimit={user.usageLimit} label="Monthly credits" />
      <Button asChild size="sm" className="mt-4 w-full">
        <Link href={paths.settings} onClick={onNavigate}>
          Upgrade Plan
        </Link>
      </Button>
    </div>
  );
}
