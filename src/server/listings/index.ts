/**
 * Listings: what other features may use. They import it from here, never from the files behind it.
 * The feature owns the `listings` table: others read through the functions below (the `…ListingsOf`
 * filters say which listings count) and write only through the named operations of writes.ts. A
 * listing's versions are publish's (src/server/publish/index.ts).
 */
export { IS_ACTIVE, IS_CURRENT, activeListingsOf, archivedListingsOf, currentListingsOf, type ListingsScope } from './repo.ts';
export {
  findListingForUser,
  otherSellersListings,
  ARCHIVED_MESSAGE,
  assertEditable,
  getEditableListing,
  getListing,
  healthFields,
  listingContent,
} from './service.ts';
export type { ListingRow, NewListing } from './service.ts';
export {
  adoptUploadedListings,
  markUnseenRemoved,
  recordPushAccepted,
  recordSubmissionStatus,
  recordTextShownOnAmazon,
  saveImportedListings,
  switchListingsToSeller,
} from './writes.ts';
