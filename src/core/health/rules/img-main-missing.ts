import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** With no variants given at all, the first image is taken as MAIN (flat files list it first). */
export const IMG_MAIN_MISSING: Rule = {
  id: 'IMG_MAIN_MISSING',
  field: 'images',
  severity: 'error',
  source: SOURCES.I1,
  check: ({ listing }) => {
    const images = listing.images;
    if (images == null) return NO_FINDINGS;
    const anyVariant = images.some((i) => i.variant);
    const hasMain = anyVariant ? images.some((i) => i.variant?.toUpperCase() === 'MAIN') : images.length > 0;
    return hasMain
      ? NO_FINDINGS
      : [
          {
            message: 'The listing has no main image; Amazon suppresses listings without one.',
            fix: 'Upload a main image: the product on a pure white background, filling at least 85% of the frame.',
          },
        ];
  },
};
