/**
 * What other web features use from listings: the listing queries and the small listing views.
 * The query keys are in lib/listing-keys.ts, so features that only invalidate them need none of this.
 */
export { BAND_ORDER, RECENT_LISTINGS_COUNT, listingQueryOptions, listingsSummaryQueryOptions } from './api.ts';
export { ListingProductCell } from './components/listing-product-cell.tsx';
export { ListingStateBadge } from './components/listing-state-badge.tsx';
export { ListingStateNotice } from './components/listing-state-notice.tsx';
export { ListingStatusBadge } from './components/listing-status-badge.tsx';
export {
  ListingBadges,
  ListingSkeletonCells,
  ListingSkeletonSummary,
  OptimizeListingButton,
  ViewListingButton,
} from './components/listing-row-parts.tsx';
