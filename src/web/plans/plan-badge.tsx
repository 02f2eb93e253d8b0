import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { hasFeature, requiredTierLabel, type Feature } from '#core/plans/features';
import { paths } from '../lib/paths.ts';
import { useAuth } from '../auth/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { cn } from '../lib/cn.ts';
import { Badge } from '../components/ui/badge.tsx';

type Props = { feature: Feature; className?: string };

/**
 * A small 'Pro' / 'Growth' mark on a gated feature, shown before the click that would be refused,
 * and only to users whose plan lacks it. The same policy (src/core/plans) decides as on the server.
 */
export function PlanBadge({ feature, className }: Props) {
  const { user } = useAuth();
  if (!user || hasFeature(user.tier, feature)) return null;
  const plan = requiredTierLabel(feature);
  const label = `Requires the ${plan} plan`;
  return (
    <Badge
      variant="outline"
      role="img"
      aria-label={label}
      title={label}
      // Opaque, so it reads on plain cards and on the active (primary) sidebar item alike.
      className={cn(
        'border-primary/30 bg-background text-primary px-1.5 py-0 text-[0.65rem] font-semibold tracking-wide uppercase',
        className,
      )}
      data-testid={`plan-badge-${feature}`}
    >
      {plan}
    </Badge>
  );
}

/** The server refused the call for the user's plan (the plan guard), not for any other reason. */
export function isPlanGateError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PLAN_REQUIRED';
}

/**
 * For a destructive toast: a link to Settings when the server refused the call for the plan,
 * so the upgrade is one click from the message that asked for it.
 */
export function planGateToastAction(error: unknown): ReactNode {
  if (!isPlanGateError(error)) return undefined;
  return (
    <Link href={paths.settings} className="text-sm font-medium underline underline-offset-4">
      Go to Settings
    </Link>
  );
}
