/** Listings: what other features may use. They import it from here, never from the files behind it. */
export {
  IS_ACTIVE,
  findLatestVersion,
  findListingForUser,
  findVersions,
  insertVersion,
  otherSellersListings,
  switchListingsToSeller,
  updateListing,
  upsertListings,
} from './repo.ts';
export type { ListingRow, NewListing, VersionRow } from './repo.ts';
export { ARCHIVED_MESSAGE, assertEditable, getEditableListing, getListing, healthFields, listingContent } from './service.ts';
