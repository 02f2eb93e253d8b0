import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { TIER_LABELS } from '#core/plans/tiers';
import type { User } from '#core/api/auth';
import { paths } from '../../app/paths.ts';
import { Button } from '../ui/button.tsx';
import { UsageBar } from '../usage-bar.tsx';

export function SidebarPlanCard({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  return (
    <div className="rounded-xl border bg-gradient-to-br from-primary/10 via-card to-card p-4">
      <div className="mb-3 flex items-center gap-2">
        <span className="flex size-7 items-center justify-center rounded-md bg-primary/15 text-primary">
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
