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

export type ListingContent = {
  marketplaceId: string;
  productType?: string | null;
  brand?: string | null;
  title: string;
  bullets: string[];
  description: string;
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

/** The API joins bullets into one newline-separated string. */
export function joinBullets(bullets: readonly string[]): string {
  return bullets.join('\n');
}

export function splitBullets(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
}
