import type { ListingContent } from '#core/listings/content';

/** Product types whose title is the name of a work (books, music, video), not a product description. */
const WORK_TYPES = /BOOK|MUSIC|VIDEO|DVD|AUDIO_?BOOK|ABIS_(?:BOOK|MUSIC|DVD)|SOFTWARE|DOWNLOADABLE/i;
/**
 * What a work's title reads like when the product type is unknown: "Title: Subtitle", an edition,
 * a binding, a series number, a remaster or a season.
 */
const WORK_WORDING =
  /\p{L}: \p{L}|\b(?:edition|hardcover|paperback|novel|remaster(?:ed)?|vinyl|album|seasons?|vol\.|volume|book \d+|series)\b/iu;

/**
 * A book, album or film: its title is the work's own, so a rewrite never puts the brand (the
 * publisher, "Times Change Pr") in front of it. Known from the product type, or, for a listing
 * without one, from a title that reads as a work's, with no bullets and no brand in it.
 */
export function isWorkTitle(listing: ListingContent): boolean {
  if (listing.isMedia === true || (listing.productType && WORK_TYPES.test(listing.productType))) return true;
  if (listing.productType || listing.bullets.some((b) => b.trim() !== '')) return false;
  const brand = listing.brand?.trim().toLowerCase() ?? '';
  if (brand !== '' && listing.title.toLowerCase().includes(brand)) return false;
  return WORK_WORDING.test(listing.title);
}
