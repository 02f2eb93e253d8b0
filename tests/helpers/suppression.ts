/** The issue Amazon reports on a listing it suppresses for want of a main image, as the Listings API gives it. */
export const MAIN_IMAGE_SUPPRESSION = {
  code: '18155',
  message: 'The listing is missing a required main image and has been suppressed.',
  severity: 'ERROR',
  categories: ['MISSING_IMAGE'],
  attributeNames: ['main_product_image_locator'],
  enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }] },
};
