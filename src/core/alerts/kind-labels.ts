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

/** Amazon's issue code as the card and the mail spell it: "Amazon code 18155". */
export function amazonCodeLabel(code: string): string {
  return `Amazon code ${code}`;
}

/**
 * An alert in one line of text, for mail: "Suppressed. Hidden from shoppers until fixed, so it makes
 * no sales. Amazon says: … (Amazon code 18155)". Only an alert from one of Amazon's issues (it has
 * a code) carries Amazon's words; a resolution's own message already says what ended.
 */
export function alertKindLine(alert: { kind: AlertKind; message: string; code: string | null }): string {
  if (alert.kind === 'resolved') return alert.message;
  const { label, meaning } = ALERT_KIND_TEXT[alert.kind];
  const said = alert.code ? `Amazon says: ${alert.message} (${amazonCodeLabel(alert.code)})` : alert.message;
  return `${label}. ${meaning} ${said}`;
}
