import { z } from 'zod';

/**
 * A listing's editable text, the one shape from the editor to Amazon and back: requests, answers,
 * diffs, alerts, versions and the editor state use it or a `Pick` of it. Bullets are a list at
 * every step; a bullet may hold any character, a line break included, so they are never joined
 * into one string.
 */
export const ListingTextSchema = z.object({
  title: z.string(),
  bullets: z.array(z.string()),
  description: z.string(),
  /** Backend search terms (generic_keyword). */
  searchTerms: z.string(),
});
export type ListingText = z.infer<typeof ListingTextSchema>;

/** The text every listing has; search terms are optional or unknown in some places. */
export const CoreTextSchema = ListingTextSchema.pick({ title: true, bullets: true, description: true });
export type CoreText = z.infer<typeof CoreTextSchema>;
/** CoreText as a reader takes it, whose bullets may be the caller's read-only list. */
export type CoreTextSource = Omit<CoreText, 'bullets'> & { bullets: readonly string[] };

/** Each bullet trimmed and blank ones dropped: a blank bullet is never compared, stored or sent. */
export function cleanBullets(bullets: readonly string[]): string[] {
  return bullets.map((b) => b.trim()).filter((b) => b.length > 0);
}

/**
 * "The same text", the one rule of every feature that compares a listing's text (the editor's
 * "edited", publish's diff, the read-back after a push, the watch): equal once each run of white
 * space is one space and the ends are trimmed. Amazon's pages and every browser fold white space
 * that way, so a difference in it alone is nothing a shopper or a seller can see, and Amazon may
 * hand a pushed text back folded.
 */
export function sameFieldText(a: string, b: string): boolean {
  return foldSpace(a) === foldSpace(b);
}

/** The same bullets, in the same order, once cleaned (blank ones dropped), by `sameFieldText`. */
export function sameBullets(a: readonly string[], b: readonly string[]): boolean {
  const ca = cleanBullets(a);
  const cb = cleanBullets(b);
  return ca.length === cb.length && ca.every((v, i) => sameFieldText(v, cb[i]!));
}

/** A listing's text with its search terms, null where unknown (Amazon has none, an old version did not record them): what two sides of a comparison are. */
export type ComparableText = CoreText & { searchTerms: string | null };

/** Every field the same by `sameFieldText`; search terms only when both sides state them. */
export function sameListingText(a: ComparableText, b: ComparableText): boolean {
  return (
    sameFieldText(a.title, b.title) &&
    sameBullets(a.bullets, b.bullets) &&
    sameFieldText(a.description, b.description) &&
    (a.searchTerms == null || b.searchTerms == null || sameFieldText(a.searchTerms, b.searchTerms))
  );
}

function foldSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The listing text and facts the health engine, the AI engine and the exporters work on.
 * Fields that are unknown are null/undefined (e.g. image sizes from a flat file), and rules
 * that need them are skipped rather than penalised.
 */
export type ListingImage = {
  url: string;
  /** MAIN, PT01..PT08, SWCH as in Catalog Items. */
  variant?: string;
  width?: number | null;
  height?: number | null;
};

export type ListingContent = CoreText & {
  marketplaceId: string;
  productType?: string | null;
  brand?: string | null;
  /** Item highlights (title_differentiation), when the marketplace schema has it; null = unknown (like searchTerms). */
  highlights?: string | null;
  /** Backend search terms (generic_keyword); null when unknown. */
  searchTerms?: string | null;
  /** null = unknown (rules skipped); [] = known to have none. */
  images?: ListingImage[] | null;
  /** Media product types (books, music, video) keep the 200-character title cap. */
  isMedia?: boolean;
  /** Whether the listing has A+ content; null = unknown (A+ field dropped from the score). */
  hasAplus?: boolean | null;
};

/** A flat file's cell holds the bullets one per line; this reads it, once, at the file's edge. */
export function splitBullets(text: string): string[] {
  return cleanBullets(text.split(/\r?\n/));
}
