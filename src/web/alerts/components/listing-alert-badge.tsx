import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { ALERT_KIND_TEXT } from '#core/alerts/kind-labels';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { alertCountQueryOptions } from '../api.ts';

/**
 * A listing's open alerts (My Listings rows, the listing's page): names the most serious one in a
 * seller's words ("Suppressed"), with its meaning as the tooltip. One shared count query for every row.
 */
export function ListingAlertBadge({ listingId, className }: { listingId: number; className?: string }) {
  const count = useQuery(alertCountQueryOptions());
  const n = count.data?.byListing[String(listingId)] ?? 0;
  const worst = count.data?.worstByListing[String(listingId)];
  if (n === 0 || !worst) return null;
  const { label, meaning } = ALERT_KIND_TEXT[worst.kind];
  const others = n - 1;
  return (
    <Link
      href={paths.alerts}
      data-testid="listing-alert-badge"
      title={meaning}
      className={cn(
        'mt-1 inline-flex w-fit items-center gap-1 rounded-full border px-1.5 py-0.5 text-[11px] leading-none font-medium',
        worst.severity === 'critical'
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-400',
        className,
      )}
    >
      <Bell className="size-3" aria-hidden="true" />
      {others > 0 ? `${label} +${others} more` : label}
      <span className="sr-only">: {meaning}</span>
    </Link>
  );
}
