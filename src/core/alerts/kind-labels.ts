import type { AlertKind } from '#core/api/alerts';

/**
 * What each alert kind means, in a seller's words: the label names what happened, the meaning says
 * what it costs. The alert card, the listing's badge and the alert mail all read this table, and
 * show Amazon's own message and issue code beside it.
 */
export const ALERT_KIND_TEXT: Record<AlertKind, { label: string; meaning: string }> = {
  listing_suppressed: { label: 'Suppressed', meaning: 'Hidden from shoppers until fixed, so it makes no sales.' },
  catalog_item_removed: {
    label: 'Removed from the catalog',
    meaning: 'Amazon took the product page down; shoppers cannot find or buy it until it is back.',
  },
  not_buyable: { label: 'Not buyable', meaning: 'Shoppers may still see it but cannot add it to their cart.' },
  search_suppressed: {
    label: 'Search suppressed',
    meaning: 'Left out of Amazon search results; shoppers reach it only through a direct link.',
  },
  attribute_suppressed: {
    label: 'Details hidden',
    meaning: 'Amazon hides some of its details from shoppers until fixed; the listing stays up.',
  },
  detail_page_changed: {
    label: 'Detail page changed by someone else',
    meaning: 'The product page no longer shows the text or image you approved.',
  },
  product_type_changed: {
    label: 'Product type changed',
    meaning: 'Amazon filed the product under another type, so the details it asks for may differ.',
  },
  resolved: { label: 'Resolved', meaning: 'Amazon no longer reports the problem of an earlier alert.' },
};

/** One line for mail: "Suppressed: hidden from shoppers until fixed, so it makes no sales." */
export function alertKindLine(kind: AlertKind): string {
  const { label, meaning } = ALERT_KIND_TEXT[kind];
  return `${label}: ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`;
}
