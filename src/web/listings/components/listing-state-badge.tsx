import { Archive, CircleSlash } from 'lucide-react';
import type { ListingState } from '#core/api/listings';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function on(value: string | null): string {
  return value ? ` on ${dateFormat.format(new Date(value))}` : '';
}

/**
 * Nothing for an active listing. "Removed from Amazon": a sync no longer found it (kept, with its
 * history). "Archived": it belongs to a seller account that is no longer connected (read-only).
 */
export function ListingStateBadge({
  listing,
  className,
}: {
  listing: { state: ListingState; removedAt: string | null; archivedAt: string | null };
  className?: string;
}) {
  if (listing.state === 'active') return null;
  const isArchived = listing.state === 'archived';
  const Icon = isArchived ? Archive : CircleSlash;
  return (
    <Badge
      variant={isArchived ? 'outline' : 'warning'}
      className={cn('gap-1 font-medium whitespace-nowrap', className)}
      title={
        isArchived
          ? `Archived${on(listing.archivedAt)}: from a seller account that is no longer connected`
          : `Amazon no longer had this listing${on(listing.removedAt)}`
      }
      data-testid="listing-state-badge"
    >
      <Icon className="size-3" aria-hidden="true" />
      {isArchived ? 'Archived' : 'Removed from Amazon'}
    </Badge>
  );
}
