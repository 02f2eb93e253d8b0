import type { ListingImage } from '#core/listings/content';

const GALLERY = /^(MAIN|PT0[1-8])$/i;

/** Gallery images: MAIN + PT01–PT08; swatches (SWCH) don't count. Images without a variant are counted as gallery. */
export function isGalleryImage(image: ListingImage): boolean {
  return !image.variant || GALLERY.test(image.variant);
}

export function galleryImages(images: readonly ListingImage[]): ListingImage[] {
  return images.filter(isGalleryImage);
}

export function longestSide(image: ListingImage): number | null {
  if (image.width == null || image.height == null) return null;
  return Math.max(image.width, image.height);
}

export function imageLabel(image: ListingImage, index: number): string {
  return image.variant ? `Image ${image.variant.toUpperCase()}` : `Image ${index + 1}`;
}
