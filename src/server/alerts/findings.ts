/**
 * What the watch concludes from one look at a listing: pure, so the rules are tested without
 * Amazon. A finding is a change Amazon reports (its issues and enforcement actions, the status, the
 * product type) or a detail page that no longer shows what the seller approved.
 */
import type { AlertKind, AlertSeverity, ContentDiff } from '#core/api/alerts';
import { sameBullets, sameFieldText, type CoreText } from '#core/listings/content';
import { readListingText, type Issue, type ItemAttributes } from '../integrations/spapi/index.ts';

export type Finding = {
  /** Names the change: one alert per key while it lasts. */
  key: string;
  kind: Exclude<AlertKind, 'resolved'>;
  severity: AlertSeverity;
  code: string | null;
  message: string;
  content?: ContentDiff;
  productType?: { before: string; after: string };
};

/** Amazon's enforcement actions, worst first: an issue with several is alerted as its worst. */
const ENFORCEMENTS: { action: string; kind: Finding['kind']; severity: AlertSeverity }[] = [
  { action: 'LISTING_SUPPRESSED', kind: 'listing_suppressed', severity: 'critical' },
  { action: 'CATALOG_ITEM_REMOVED', kind: 'catalog_item_removed', severity: 'critical' },
  { action: 'SEARCH_SUPPRESSED', kind: 'search_suppressed', severity: 'warning' },
  { action: 'ATTRIBUTE_SUPPRESSED', kind: 'attribute_suppressed', severity: 'warning' },
];

export const NOT_BUYABLE_MESSAGE = 'Amazon no longer lists this item as buyable: shoppers cannot add it to their cart.';
/** The first look at a listing that Amazon already shows as inactive: nothing changed, it already was. */
export const INACTIVE_MESSAGE = 'Amazon lists this item as inactive: shoppers cannot add it to their cart.';

/** Findings from Amazon's issues: only those with an enforcement action; the rest are content advice. */
export function issueFindings(issues: readonly Issue[], marketplaceId: string): Finding[] {
  const found: Finding[] = [];
  for (const issue of issues) {
    if (issue.marketplaceIds && !issue.marketplaceIds.includes(marketplaceId)) continue;
    const actions = new Set(issue.enforcements?.actions.map((a) => a.action) ?? []);
    const worst = ENFORCEMENTS.find((e) => actions.has(e.action));
    if (!worst) continue;
    found.push({
      key: `${worst.kind}:${issue.code}`,
      kind: worst.kind,
      severity: worst.severity,
      code: issue.code,
      message: issue.message,
    });
  }
  return found;
}

/**
 * A listing Amazon does not show as buyable, unless Amazon's own issues already say why. It lasts
 * while the listing stays so, and the first look at a listing counts too: one that is inactive
 * when the seller connects is an alert from the first check, not only once it changes. `errors`
 * counts Amazon's ERROR issues on it (they are what makes a listing inactive at Amazon).
 */
export function buyableFinding(
  wasBuyable: boolean | undefined,
  buyable: boolean,
  others: readonly Finding[],
  errors = 0,
): Finding | null {
  if (buyable) return null;
  if (others.some((f) => f.severity === 'critical')) return null;
  const base = wasBuyable === true ? NOT_BUYABLE_MESSAGE : INACTIVE_MESSAGE;
  const message =
    errors > 0 ? `${base} Amazon reports ${errors} error${errors === 1 ? '' : 's'} on it: see the listing's issues.` : base;
  return { key: 'not_buyable', kind: 'not_buyable', severity: 'critical', code: null, message };
}

/** Amazon's ERROR issues of the marketplace. */
export function errorCount(issues: readonly Issue[], marketplaceId: string): number {
  return issues.filter((i) => i.severity === 'ERROR' && (!i.marketplaceIds || i.marketplaceIds.includes(marketplaceId))).length;
}

export function productTypeFinding(before: string | null, after: string | undefined): Finding | null {
  if (!before || !after || before === after) return null;
  return {
    key: `product_type_changed:${after}`,
    kind: 'product_type_changed',
    severity: 'warning',
    code: null,
    message: `Amazon changed the product type from ${before} to ${after}: the attributes Amazon accepts and requires may have changed.`,
    productType: { before, after },
  };
}

/** The text and main image on one side of a detail-page comparison: approved, or shown by Amazon. */
export type PageText = CoreText & { mainImage: string };

/** What the detail page shows for this marketplace, from Catalog Items attributes and images. */
export function shownText(
  attributes: ItemAttributes | undefined,
  images: { marketplaceId: string; images: { variant: string; link: string }[] }[] | undefined,
  marketplaceId: string,
): PageText {
  const { title, bullets, description } = readListingText(attributes, marketplaceId);
  const main = images?.find((i) => i.marketplaceId === marketplaceId)?.images.find((i) => i.variant === 'MAIN');
  return { title, bullets, description, mainImage: main?.link ?? '' };
}

/**
 * The fields where the page differs from the approved text. A field the page does not show at all
 * is not a change (the catalogue can omit what it has not merged yet); an image compares only when
 * both sides have one.
 */
export function contentFinding(approved: PageText, shown: PageText): Finding | null {
  const changes: ContentDiff['changes'] = [];
  if (shown.title && !sameFieldText(shown.title, approved.title))
    changes.push({ field: 'title', approved: approved.title, shown: shown.title });
  if (shown.bullets.length > 0 && !sameBullets(shown.bullets, approved.bullets))
    changes.push({ field: 'bullets', approved: approved.bullets, shown: shown.bullets });
  if (shown.description && !sameFieldText(shown.description, approved.description))
    changes.push({ field: 'description', approved: approved.description, shown: shown.description });
  if (shown.mainImage && approved.mainImage && shown.mainImage !== approved.mainImage)
    changes.push({ field: 'mainImage', approved: approved.mainImage, shown: shown.mainImage });
  if (changes.length === 0) return null;
  const names = changes.map((c) => (c.field === 'mainImage' ? 'main image' : c.field)).join(', ');
  return {
    key: 'detail_page_changed',
    kind: 'detail_page_changed',
    severity: 'warning',
    code: null,
    message: `The detail page no longer shows your approved ${names}: another contributor or Amazon changed it.`,
    content: {
      changes,
      approved: { title: approved.title, bullets: approved.bullets, description: approved.description },
    },
  };
}
