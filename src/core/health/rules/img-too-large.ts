import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';
import { imageLabel, isGalleryImage, longestSide } from './image-utils.ts';

/** Gallery images only (MAIN, PT01–PT08), like IMG_ZOOM. */
export const IMG_TOO_LARGE: Rule = {
  id: 'IMG_TOO_LARGE',
  field: 'images',
  severity: 'error',
  source: SOURCES.I3,
  check: ({ listing, policy }) => {
    let out: Finding[] | null = null;
    (listing.images ?? []).forEach((image, i) => {
      const side = isGalleryImage(image) ? longestSide(image) : null;
      if (side === null || side <= policy.imageMaxPx) return;
      (out ??= []).push({
        message: `${imageLabel(image, i)} is ${side} px on its longest side (max ${policy.imageMaxPx}).`,
        fix: `Resize it to between ${policy.imageRecommendedPx} and ${policy.imageMaxPx} px.`,
      });
    });
    return out ?? NO_FINDINGS;
  },
};
