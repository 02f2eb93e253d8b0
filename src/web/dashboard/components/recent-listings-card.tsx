import { ArrowRight, PackageOpen } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { Listing } from '#core/api/listings';
import { CONNECT_AMAZON_BUTTON_ID, type ListingsSync, SyncButton } from '../../amazon/index.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { HealthScoreBadge } from '../../health/index.ts';
import {
  RECENT_LISTINGS_COUNT,
  ListingBadges,
  ListingProductCell,
  ListingSkeletonCells,
  ListingSkeletonSummary,
  OptimizeListingButton,
  ViewListingButton,
} from '../../listings/index.ts';
import { ImportListingsButton } from '../../imports/index.ts';

type Props = {
  listings: readonly Listing[] | undefined;
  isLoading: boolean;
  /** The listings failed to load (the page's alert offers Try again): not the same as none. */
  isUnavailable: boolean;
  sync: ListingsSync;
};

function openConnectDialog(event: MouseEvent<HTMLAnchorElement>) {
  const connect = document.getElementById(CONNECT_AMAZON_BUTTON_ID);
  if (!connect) return;
  event.preventDefault();
  connect.click();
}

/** Recent Listings: the first 3 listings with View and Optimize, or 'No Listings Found'. */
export function RecentListingsCard({ listings, isLoading, isUnavailable, sync }: Props) {
  const isEmpty = !isLoading && !isUnavailable && (listings?.length ?? 0) === 0;
  return (
    <Card className="overflow-hidden" data-testid="recent-listings">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 pb-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Recent Listings</CardTitle>
          <CardDescription>Your most recently updated listings.</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm" className="text-primary">
          <Link href={paths.listings}>
            View all
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      {isUnavailable ? (
        <p className="text-muted-foreground border-t px-6 py-12 text-center text-sm">Your recent listings couldn't be loaded.</p>
      ) : isEmpty ? (
        <EmptyState
          icon={PackageOpen}
          tone="primary"
          className="border-t py-12"
          title="No Listings Found"
          titleClassName="font-semibold"
          description={
            sync.isConnected
              ? 'Your Amazon account is connected. Sync to import your listings.'
              : 'Connect your Amazon Seller account with Connect Amazon Account above to import your listings and see their health scores, or upload a file.'
          }
        >
          <div className="flex flex-wrap items-start justify-center gap-2">
            {sync.isConnected ? (
              <SyncButton sync={sync} label="Sync listings" />
            ) : (
              // Leads to the dashboard's Connect Amazon Account, the one way to connect there: it opens its dialog.
              <Button asChild>
                <Link href={paths.dashboard} onClick={openConnectDialog}>
                  Connect Amazon
                </Link>
              </Button>
            )}
            {/* Try it without connecting: upload a file (src/web/imports). */}
            <ImportListingsButton />
          </div>
        </EmptyState>
      ) : (
        <>
          {/* Phones: one compact card per listing instead of a five-column table. */}
          <ul className="divide-y border-t sm:hidden" aria-label="Recent listings" aria-busy={isLoading}>
            {isLoading
              ? Array.from({ length: RECENT_LISTINGS_COUNT }, (_, i) => (
                  <li key={i} className="flex items-center gap-3 px-4 py-3">
                    <ListingSkeletonSummary
                      imageClassName="size-10"
                      titleClassName="h-4 w-4/5"
                      detailClassName="h-4 w-1/3 rounded-full"
                    />
                  </li>
                ))
              : listings?.map((listing) => (
                  <li key={listing.id} className="grid gap-2.5 px-4 py-3" data-testid="recent-card">
                    <ListingProductCell listing={listing} isCompact href={paths.listing(listing.id)} />
                    <div className="flex items-center gap-2">
                      <HealthScoreBadge score={listing.healthScore} />
                      <div className="ml-auto flex gap-1.5">
                        <ViewListingButton listingId={listing.id} label={listing.asin} withIcon={false} />
                        <OptimizeListingButton listingId={listing.id} label={listing.asin} withIcon={false} />
                      </div>
                    </div>
                  </li>
                ))}
          </ul>
          <div className="hidden sm:block">
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="pl-6">Product</TableHead>
                  <TableHead className="hidden md:table-cell">ASIN</TableHead>
                  <TableHead>Health Score</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="pr-6 text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {isLoading
                  ? Array.from({ length: RECENT_LISTINGS_COUNT }, (_, i) => (
                      <TableRow key={i} data-testid="recent-skeleton" className="hover:bg-transparent">
                        <ListingSkeletonCells
                          isCompact
                          asinClassName="hidden md:table-cell"
                          statusClassName="hidden sm:table-cell"
                        />
                      </TableRow>
                    ))
                  : listings?.map((listing) => (
                      <TableRow key={listing.id} data-testid="recent-row">
                        <TableCell className="pl-6">
                          <ListingProductCell listing={listing} isCompact href={paths.listing(listing.id)} />
                        </TableCell>
                        <TableCell className="text-muted-foreground hidden font-mono text-xs md:table-cell">
                          {listing.asin}
                        </TableCell>
                        <TableCell>
                          <HealthScoreBadge score={listing.healthScore} />
                        </TableCell>
                        <TableCell className="hidden sm:table-cell">
                          <ListingBadges listing={listing} />
                        </TableCell>
                        <TableCell className="pr-6">
                          <div className="flex justify-end gap-1.5">
                            <ViewListingButton listingId={listing.id} label={listing.asin} />
                            <OptimizeListingButton listingId={listing.id} label={listing.asin} />
                          </div>
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </Card>
  );
}
