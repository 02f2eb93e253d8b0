import type { Listing } from '#core/api/listings';
import { ListingStateBadge } from './listing-state-badge.tsx';

/**
 * On a listing's work screens (Optimize, FAQ): why some actions will be refused. An archived listing
 * is another seller account's and read-only; Amazon no longer has a removed one, so nothing can be
 * pushed to it. Nothing for an active listing.
 */
export function ListingStateNotice({ listing }: { listing: Pick<Listing, 'state' | 'removedAt' | 'archivedAt'> }) {
  if (listing.state === 'active') return null;
  return (
    <div
      role="note"
      className="bg-muted/60 flex flex-wrap items-center gap-2 rounded-lg border px-4 py-3 text-sm"
      data-testid="listing-state-notice"
    >
      <ListingStateBadge listing={listing} />
      <span className="text-muted-foreground">
        {listing.state === 'archived'
          ? 'This listing belongs to an Amazon seller account that is no longer connected. It is read-only: nothing can be optimized, generated or sent to Amazon for it.'
          : 'Amazon no longer has this listing. You can still work on its text, but nothing can be sent to Amazon for it until a sync finds it again.'}
      </span>
    </div>
  );
}
