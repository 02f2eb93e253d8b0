import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule, type Severity } from '../types.ts';
import { imageLabel, isGalleryImage, longestSide } from './image-utils.ts';

/**
 * < 500 px error (below site minimum), 500–999 warning (no zoom), 1,000–1,599 info (1,600 recommended).
 * Gallery images only (MAIN, PT01–PT08): a swatch is meant to be small.
 */
export const IMG_ZOOM: Rule = {
  id: 'IMG_ZOOM',
  field: 'images',
  severity: 'warning',
  source: SOURCES.I1,
  check: ({ listing, policy }) => {
    let out: Finding[] | null = null;
    (listing.images ?? []).forEach((image, i) => {
      const side = isGalleryImage(image) ? longestSide(image) : null;
      if (side === null || side >= policy.imageRecommendedPx) return;
      const severity: Severity = side < policy.imageMinPx ? 'error' : side < policy.imageZoomPx ? 'warning' : 'info';
      const why =
        severity === 'error'
          ? `below Amazon's ${policy.imageMinPx} px minimum`
          : severity === 'warning'
            ? 'too small for zoom'
            : `zoom works, but ${policy.imageRecommendedPx} px is recommended`;
      (out ??= []).push({
        message: `${imageLabel(image, i)} is ${side} px on its longest side (${why}).`,
        fix: `Upload it at ${policy.imageRecommendedPx} px or more on the longest side.`,
        severity,
      });
    });
    return out ?? NO_FINDINGS;
  },
};
