/**
 * Builders for listing attributes in the shape getListingsItem returns them (docs/amazon.md#listing-attributes):
 * every attribute is an array of objects carrying `marketplace_id` and, for text, `language_tag`.
 */
import type { Attributes, ListingImage } from '../listing-types.ts';

/** A sample listing's text and facts, as the emulator builds its attributes (not the app's ListingText). */
export type SampleListingText = {
  marketplaceId: string;
  languageTag: string;
  brand?: string | null;
  title: string;
  bullets: string[];
  description?: string | null;
  keywords?: string | null;
  color?: string | null;
};

export function buildTextAttributes(t: SampleListingText): Attributes {
  const text = (value: string) => ({ value, language_tag: t.languageTag, marketplace_id: t.marketplaceId });
  const attrs: Attributes = { item_name: [text(t.title)] };
  if (t.brand) attrs['brand'] = [text(t.brand)];
  if (t.bullets.length > 0) attrs['bullet_point'] = t.bullets.map(text);
  if (t.description) attrs['product_description'] = [text(t.description)];
  if (t.keywords) attrs['generic_keyword'] = [text(t.keywords)];
  if (t.color) attrs['color'] = [text(t.color)];
  attrs['condition_type'] = [{ value: 'new_new', marketplace_id: t.marketplaceId }];
  return attrs;
}

/** Image names encode what the image server needs to draw them, so they survive reset/seed. */
export function imageName(asin: string, image: ListingImage): string {
  return `${asin}.${image.variant}.${image.width}x${image.height}.png`;
}

export function buildImageAttributes(publicUrl: string, asin: string, marketplaceId: string, images: ListingImage[]): Attributes {
  const attrs: Attributes = {};
  images.forEach((img, i) => {
    const key = img.variant === 'MAIN' ? 'main_product_image_locator' : `other_product_image_locator_${i}`;
    attrs[key] = [{ media_location: `${publicUrl}/images/${imageName(asin, img)}`, marketplace_id: marketplaceId }];
  });
  return attrs;
}
