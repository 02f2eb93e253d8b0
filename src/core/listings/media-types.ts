/**
 * Amazon product types of media (books, music, video): their title is a work's name and their
 * listing policy is the media one. Matched on the whole code, so VIDEO_PROJECTOR,
 * VIDEO_GAME_CONSOLE or MUSICAL_INSTRUMENTS are products, not media.
 */
export const MEDIA_PRODUCT_TYPES: ReadonlySet<string> = new Set([
  'ABIS_BOOK',
  'ABIS_MUSIC',
  'ABIS_DVD',
  'ABIS_VIDEO',
  'BOOK',
  'MUSIC',
  'VIDEO',
  'DVD',
  'AUDIOBOOK',
]);

export function isMediaProductType(productType: string | null | undefined): boolean {
  return productType != null && MEDIA_PRODUCT_TYPES.has(productType.toUpperCase());
}
