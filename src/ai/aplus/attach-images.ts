import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import { clip, shortName, type AplusSource } from './source.ts';

/** "Brand Product Name", as the offline engine names the product in headlines and alt text. */
export function productName(source: AplusSource): string {
  const brand = source.brand?.trim() ?? '';
  const base = shortName(source.title) || brand || 'this product';
  return brand && !base.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${base}` : base;
}

/**
 * The seller's own images, in turn, with alt text from the headline: what the offline engine does,
 * for modules whose text came from an LLM (a model is never asked for image URLs).
 */
export function attachImages(modules: readonly AplusModule[], source: AplusSource, settings: AplusSettings): AplusModule[] {
  const images = settings.includeImages ? source.images.filter((u) => u.trim() !== '') : [];
  if (images.length === 0) return [...modules];
  const name = productName(source);
  return modules.map((m, i) => ({ ...m, imageUrl: images[i % images.length]!, imageAlt: clip(`${name}: ${m.title}`, 100) }));
}
