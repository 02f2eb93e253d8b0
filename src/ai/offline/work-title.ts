import type { ListingContent } from '#core/listings/content';
import { isMediaProductType } from '#core/listings/media-types';

/**
 * What only a work's title says, for a listing without a product type: a binding ("Paperback"),
 * a numbered edition ("2nd Edition", not "Limited Edition"), a numbered book, volume or season
 * ("Vol. 2", not "Volume Control"), a remaster.
 */
const WORK_WORDING =
  /\b(?:hardcover|paperback|audiobook|a novel|remastered|(?:\d+(?:st|nd|rd|th)|first|second|third|revised|expanded|anniversary|illustrated|annotated|kindle|spanish|english|french|german|italian) edition|(?:book|vol\.?|volume|seasons?) (?:\d+|[ivx]+|one|two|three)\b)/i;
/**
 * "Title: Subtitle": a capitalised phrase of two words or more after a colon. The word before the
 * colon is no attribute name ("Color: Black", "Size: Large").
 */
const TITLE_SUBTITLE = /([\p{L}'’]+): (?:\p{Lu}[\p{L}'’-]*)(?: [\p{L}'’&,-]+){1,}/u;
const ATTRIBUTE_NAMES = new Set([
  'color',
  'colour',
  'size',
  'material',
  'style',
  'pattern',
  'model',
  'type',
  'capacity',
  'pack',
  'count',
  'quantity',
  'length',
  'width',
  'height',
  'weight',
  'fit',
  'finish',
  'flavor',
  'flavour',
  'scent',
  'compatible',
  'compatibility',
  'note',
  'includes',
  'package',
]);

/**
 * A book, album or film: its title is the work's own, so a rewrite never puts the brand (the
 * publisher, "Times Change Pr") in front of it. Known from the product type, or, for a listing
 * without one, from a title that reads as a work's, with no bullets and no brand in it.
 */
export function isWorkTitle(listing: ListingContent): boolean {
  if (listing.isMedia === true || isMediaProductType(listing.productType)) return true;
  if (listing.productType || listing.bullets.some((b) => b.trim() !== '')) return false;
  const brand = listing.brand?.trim().toLowerCase() ?? '';
  if (brand !== '' && listing.title.toLowerCase().includes(brand)) return false;
  if (WORK_WORDING.test(listing.title)) return true;
  const subtitle = TITLE_SUBTITLE.exec(listing.title);
  return subtitle !== null && !ATTRIBUTE_NAMES.has(subtitle[1]!.toLowerCase());
}
