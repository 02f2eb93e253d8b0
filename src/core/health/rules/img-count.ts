import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';
import { galleryImages } from './image-utils.ts';

/** No images at all is IMG_MAIN_MISSING's issue. */
export const IMG_COUNT: Rule = {
  id: 'IMG_COUNT',
  field: 'images',
  severity: 'warning',
  source: SOURCES.I1,
  check: ({ listing, policy }) => {
    if (!listing.images || listing.images.length === 0) return NO_FINDINGS;
    const n = galleryImages(listing.images).length;
    if (n >= policy.imagesGood || n === 0) return NO_FINDINGS;
    const fix = `Add images up to ${policy.imagesGood}–${policy.imagesMax}: lifestyle, scale, details, infographic, packaging.`;
    return n < policy.imagesMin
      ? [{ message: `The listing has only ${n} image${n === 1 ? '' : 's'}.`, fix }]
      : [{ message: `The listing has ${n} images; ${policy.imagesGood} or more convert better.`, fix, severity: 'info' }];
  },
};
