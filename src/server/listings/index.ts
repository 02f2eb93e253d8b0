/**
 * Listings: what other features may use. They import it from here, never from the files behind it.
 * The feature owns the `listings` and `listing_versions` tables: others read through the functions
 * below (the `…ListingsOf` filters say which listings count) and write only through the named
 * operations of writes.ts.
 */
export { IS_ACTIVE, IS_CURRENT, activeListingsOf, archivedListingsOf, currentListingsOf, type ListingsScope } from './repo.ts';
export {
  findLatestVersion,
  findListingForUser,
  findVersions,
  otherSellersListings,
  ARCHIVED_MESSAGE,
  assertEditable,
  getEditableListing,
  getListing,
  healthFields,
  listingContent,
} from './service.ts';
export type { ListingRow, NewListing, VersionRow } from './service.ts';
export {
  adoptUploadedListings,
  discardPushVersion,
  markUnseenRemoved,
  recordImportedVersion,
  recordPushAccepted,
  recordPushStatus,
  recordSubmissionStatus,
  recordTextShownOnAmazon,
  reservePushVersion,
  saveDraft,
  saveImportedListings,
  switchListingsToSeller,
  takeOverPushVersion,
} from './writes.ts';
