import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { alertCountQueryOptions } from '../api.ts';

/** A listing's open alerts in My Listings: one shared count query for every row. */
export function ListingAlertBadge({ listingId }: { listingId: number }) {
  const count = useQuery(alertCountQueryOptions());
  const n = count.data?.byListing[String(listingId)] ?? 0;
  if (n === 0) return null;
  const label = `${n} open ${n === 1 ? 'alert' : 'alerts'}`;
  return (
    <Link
      href={paths.alerts}
      data-testid="listing-alert-badge"
      className="border-destructive/40 bg-destructive/10 text-destructive mt-1 inline-flex w-fit items-center gap-1 rounded-full border px-1.5 py-0.5 text-[11px] leading-none font-medium"
    >
      <Bell className="size-3" aria-hidden="true" />
      {label}
    </Link>
  );
}
