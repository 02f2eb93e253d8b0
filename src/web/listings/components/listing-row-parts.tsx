import { Eye, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Listing } from '#core/api/listings';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TableCell } from '../../components/ui/table.tsx';
import { paths } from '../../lib/paths.ts';
import { ListingStateBadge } from './listing-state-badge.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';

/**
 * The pieces a listing row is made of, shared by the dashboard's Recent Listings and My Listings:
 * the View and Optimize buttons, the status badges and the loading row's cells (the listing picker's
 * and the phone cards' loading rows start the same way).
 */

type ButtonProps = {
  listingId: number;
  /** What the accessible name calls the listing: its ASIN (or SKU). */
  label: string;
  /** The phone cards leave the icon out. */
  withIcon?: boolean;
};

export function ViewListingButton({ listingId, label, withIcon = true }: ButtonProps) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={paths.listing(listingId)} aria-label={`View ${label}`}>
        {withIcon && <Eye aria-hidden="true" />}
        View
      </Link>
    </Button>
  );
}

export function OptimizeListingButton({ listingId, label, withIcon = true }: ButtonProps) {
  return (
    <Button asChild size="sm">
      <Link href={paths.optimize(listingId)} aria-label={`Optimize ${label}`}>
        {withIcon && <Sparkles aria-hidden="true" />}
        Optimize
      </Link>
    </Button>
  );
}

/** The listing's status on Amazon and its state here (archived, removed), with any further badge. */
export function ListingBadges({
  listing,
  children,
}: {
  listing: Pick<Listing, 'status' | 'state' | 'removedAt' | 'archivedAt'>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ListingStatusBadge status={listing.status} />
      <ListingStateBadge listing={listing} />
      {children}
    </div>
  );
}

type SkeletonSummaryProps = {
  imageClassName: string;
  titleClassName: string;
  detailClassName: string;
};

/** A loading listing's image, title line and detail line: how every listing row and card starts. */
export function ListingSkeletonSummary({ imageClassName, titleClassName, detailClassName }: SkeletonSummaryProps) {
  return (
    <>
      <Skeleton className={`${imageClassName} shrink-0`} />
      <div className="grid flex-1 gap-2">
        <Skeleton className={titleClassName} />
        <Skeleton className={detailClassName} />
      </div>
    </>
  );
}

type SkeletonCellsProps = {
  /** The dashboard's compact row: a smaller image, no bullet line, wider edges. */
  isCompact?: boolean;
  asinClassName?: string;
  statusClassName?: string;
};

/** The Product, ASIN, Health Score, Status and Actions cells of a row still loading. */
export function ListingSkeletonCells({ isCompact = false, asinClassName, statusClassName }: SkeletonCellsProps) {
  return (
    <>
      <TableCell className={isCompact ? 'pl-6' : 'pl-4'}>
        <div className="flex items-center gap-3">
          {isCompact ? (
            <>
              <Skeleton className="size-10 shrink-0" />
              <Skeleton className="h-4 w-48" />
            </>
          ) : (
            <ListingSkeletonSummary imageClassName="size-12" titleClassName="h-4 w-56" detailClassName="h-3 w-40" />
          )}
        </div>
      </TableCell>
      <TableCell className={asinClassName}>
        <Skeleton className="h-4 w-24" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-20 rounded-full" />
      </TableCell>
      <TableCell className={statusClassName}>
        <Skeleton className="h-5 w-16 rounded-full" />
      </TableCell>
      <TableCell className={isCompact ? 'pr-6' : 'pr-4'}>
        <Skeleton className={isCompact ? 'ml-auto h-8 w-36' : 'ml-auto h-8 w-44'} />
      </TableCell>
    </>
  );
}
