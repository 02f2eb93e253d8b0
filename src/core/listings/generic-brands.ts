/**
 * Brand values that name no brand (lower case, in the five languages): a title is not expected to
 * lead with them, and the rewrite never puts them in front.
 */
export const GENERIC_BRANDS: ReadonlySet<string> = new Set([
  'generic',
  'unbranded',
  'no brand',
  'sin marca',
  'ohne marke',
  'sans marque',
  'senza marca',
]);
