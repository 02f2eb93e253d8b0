import type { AmazonModuleType } from './amazon-limits.ts';
import type { AplusModule } from './modules.ts';

/**
 * Which Amazon module carries each of our modules (module types of the A+ Content model):
 * - header → STANDARD_HEADER_IMAGE_TEXT with an image, STANDARD_TEXT without;
 * - image_text → STANDARD_SINGLE_SIDE_IMAGE with an image, STANDARD_TEXT without;
 * - comparison → STANDARD_SINGLE_IMAGE_HIGHLIGHTS: its items are one product's highlights, and a
 *   STANDARD_COMPARISON_TABLE needs several same-brand products we do not know about, while
 *   STANDARD_THREE_IMAGE_TEXT would need three distinct images per module;
 * - testimonial → STANDARD_TEXT, although APLUS_REVIEWS blocks it from ever being published.
 */
export function amazonModuleTypeFor(m: Pick<AplusModule, 'type' | 'imageUrl'>): AmazonModuleType {
  const hasImage = Boolean(m.imageUrl);
  switch (m.type) {
    case 'header':
      return hasImage ? 'STANDARD_HEADER_IMAGE_TEXT' : 'STANDARD_TEXT';
    case 'image_text':
      return hasImage ? 'STANDARD_SINGLE_SIDE_IMAGE' : 'STANDARD_TEXT';
    case 'comparison':
      return 'STANDARD_SINGLE_IMAGE_HIGHLIGHTS';
    case 'testimonial':
      return 'STANDARD_TEXT';
  }
}

/** Our fields' limits once mapped: title → headline, content → body, items → list items. */
export type ModuleFieldLimits = { title: number; content: number; item?: number; maxItems?: number };

const FIELD_LIMITS: Readonly<Partial<Record<AmazonModuleType, ModuleFieldLimits>>> = {
  STANDARD_HEADER_IMAGE_TEXT: { title: 150, content: 6000 },
  STANDARD_TEXT: { title: 160, content: 5000 },
  STANDARD_SINGLE_SIDE_IMAGE: { title: 160, content: 1000 },
  STANDARD_SINGLE_IMAGE_HIGHLIGHTS: { title: 160, content: 1000, item: 100, maxItems: 8 },
};

export function fieldLimitsFor(m: Pick<AplusModule, 'type' | 'imageUrl'>): ModuleFieldLimits {
  return FIELD_LIMITS[amazonModuleTypeFor(m)] ?? { title: 160, content: 5000 };
}
