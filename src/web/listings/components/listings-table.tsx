import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'wouter';
import type { ListingPageItem } from '#core/api/listings';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { HealthScoreBadge } from '../../health/index.ts';
import { cn } from '../../lib/cn.ts';
import { ListingProductCell } from './listing-product-cell.tsx';
import {
  ListingBadges,
  ListingSkeletonCells,
  ListingSkeletonSummary,
  OptimizeListingButton,
  ViewListingButton,
} from './listing-row-parts.tsx';
import { DeleteListingsButton } from './delete-listings-dialog.tsx';
import { ListingStateBadge } from './listing-state-badge.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { OutsidePlanBadge } from './outside-plan-badge.tsx';
import { useOpenOnRowClick } from './row-click.ts';

/** My Listings shows 5 skeleton rows while loading. */
const SKELETON_ROWS = 5;

type Props = {
  listings: readonly ListingPageItem[] | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  /** Rows picked for a batch optimisation (Growth plan); the checkbox column shows only with it. */
  selection?: { ids: ReadonlySet<number>; onChange(ids: Set<number>): void };
};

/** My Listings table: Product, ASIN, Health Score, Status, actions Optimize and Generate FAQ. */
export function ListingsTable({ listings, isLoading, isFetching = false, selection }: Props) {
  const openOnClick = useOpenOnRowClick();
  const pageIds = listings?.map((l) => l.id) ?? [];
  const allSelected = selection !== undefined && pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  function toggle(id: number) {
    if (!selection) return;
    const next = new Set(selection.ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  }
  function toggleAll() {
    if (!selection) return;
    const next = new Set(selection.ids);
    for (const id of pageIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  }
  return (
    <>
      {/* Phones get one card per listing; the table needs room for its five columns. */}
      <ul
        className={cn('divide-y md:hidden', isFetching && !isLoading && 'opacity-70')}
        aria-label="Listings"
        aria-busy={isLoading || isFetching}
      >
        {isLoading
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} className="grid gap-3 p-4">
                <div className="flex items-center gap-3">
                  <ListingSkeletonSummary imageClassName="size-12" titleClassName="h-4 w-4/5" detailClassName="h-3 w-3/5" />
                </div>
                <Skeleton className="h-8" />
              </li>
            ))
          : listings?.map((listing) => (
              <li
                key={listing.id}
                className="grid cursor-pointer gap-3 p-4"
                data-testid="listing-card"
                onClick={openOnClick(paths.listing(listing.id))}
              >
                <ListingProductCell listing={listing} href={paths.listing(listing.id)} />
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <ScoreCell score={listing.healthScore} />
                  <ListingStatusBadge status={listing.status} />
                  <OutsidePlanBadge marketplaceId={listing.marketplaceId} />
                  <ListingStateBadge listing={listing} />
                  <span className="text-muted-foreground ml-auto font-mono" data-testid="listing-asin">
                    {listing.asin}
                  </span>
                </div>
                <ListingActions listing={listing} className="grid grid-cols-2" />
              </li>
            ))}
      </ul>
      <div className="hidden md:block">
        <Table
          aria-busy={isLoading || isFetching}
          data-testid="listings-table"
          className={isFetching && !isLoading ? 'opacity-70 transition-opacity' : undefined}
        >
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {selection && (
                <TableHead className="w-10 pl-4">
                  <input
                    type="checkbox"
                    className="accent-primary size-4"
                    aria-label="Select all listings on this page"
                    checked={allSelected}
                    onChange={toggleAll}
                  />
                </TableHead>
              )}
              <TableHead className="min-w-60 pl-4">Product</TableHead>
              <TableHead>ASIN</TableHead>
              <TableHead>Health Score</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="pr-4 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isLoading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <TableRow key={i} data-testid="listing-skeleton" className="hover:bg-transparent">
                    {selection && <TableCell className="pl-4" />}
                    <ListingSkeletonCells />
                  </TableRow>
                ))
              : listings?.map((listing) => (
                  <TableRow
                    key={listing.id}
                    data-testid="listing-row"
                    className="cursor-pointer"
                    onClick={openOnClick(paths.listing(listing.id))}
                  >
                    {selection && (
                      <TableCell className="pl-4">
                        <input
                          type="checkbox"
                          className="accent-primary size-4"
                          aria-label={`Select ${listing.asin || listing.sku}`}
                          checked={selection.ids.has(listing.id)}
                          onChange={() => toggle(listing.id)}
                        />
                      </TableCell>
                    )}
                    <TableCell className="pl-4">
                      <ListingProductCell listing={listing} href={paths.listing(listing.id)} />
                    </TableCell>
                    <TableCell className="text-muted-foreground font-mono text-xs" data-testid="listing-asin">
                      {listing.asin}
                    </TableCell>
                    <TableCell>
                      <ScoreCell score={listing.healthScore} />
                    </TableCell>
                    <TableCell>
                      <ListingBadges listing={listing}>
                        <OutsidePlanBadge marketplaceId={listing.marketplaceId} />
                      </ListingBadges>
                    </TableCell>
                    <TableCell className="pr-4">
                      <ListingActions listing={listing} className="flex justify-end" />
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** A dash when the listing is not analyzed, else the band badge. */
function ScoreCell({ score }: { score: number | null }) {
  if (score === null) {
    return (
      <span className="text-muted-foreground" title="Not analyzed">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not analyzed</span>
      </span>
    );
  }
  return <HealthScoreBadge score={score} />;
}

/**
 * Archived listings are read-only: View and Delete. One removed from Amazon can still be worked on
 * (Optimize, FAQ) and, like an archived one, deleted; active listings are never deleted here.
 */
function ListingActions({ listing, className }: { listing: ListingPageItem; className?: string }) {
  const label = listing.asin || listing.sku;
  const remove = listing.state === 'active' ? null : <DeleteListingsButton target={{ kind: 'one', id: listing.id, label }} />;
  if (listing.state === 'archived') {
    return (
      <div className={cn('gap-2', className)}>
        <ViewListingButton listingId={listing.id} label={label} />
        {remove}
      </div>
    );
  }
  return (
    <div className={cn('gap-2', className)}>
      <OptimizeListingButton listingId={listing.id} label={listing.asin} />
      <Button asChild size="sm" variant="outline">
        <Link href={paths.faq(listing.id)} aria-label={`Generate FAQ for ${listing.asin}`}>
          <MessageCircleQuestion aria-hidden="true" />
          Generate FAQ
        </Link>
      </Button>
      {remove}
    </div>
  );
}
