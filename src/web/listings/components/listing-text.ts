import { plainLine } from '#core/text/plain-text';

/** The listings table cuts titles and the first bullet at 50 characters. */
export const TABLE_TEXT_LIMIT = 50;

/** Cuts text to `max` characters and adds '...' when it was longer. */
export function truncateText(text: string, max: number = TABLE_TEXT_LIMIT): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}...` : clean;
}

/** The first non-empty bullet, as text (no markup). */
export function getFirstBullet(bullets: readonly string[]): string {
  return bullets.map(plainLine).find((line) => line !== '') ?? '';
}

/** 'ACTIVE' → 'Active', 'SEARCH_SUPPRESSED' → 'Search suppressed'. */
export function formatStatus(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}
