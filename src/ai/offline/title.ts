import type { TitleInput } from '../types.ts';
import { cleanTitleChars } from '../text/char-clean.ts';
import { toTitleCase } from '../text/casing.ts';
import { findLexiconRanges, findStructuralRanges, TITLE_CUT } from './phrase-clean.ts';
import { limitWordRepeats } from '../text/word-repeats.ts';
import { shortenTitle } from '../text/shorten-title.ts';
import { normalize, removeRanges, stripHtml, tidy } from '../text/text-ops.ts';
import { GENERIC_BRANDS } from '#core/listings/generic-brands';

/**
 * The title fixes (docs/listing-rules.md#titles), in an order where each step cannot undo an earlier one:
 * characters, flagged wording, casing, brand first, repeats, then length (last, so it cuts the
 * already-clean text at a word boundary).
 */
export function rewriteTitle(input: TitleInput): string {
  const { language, brand } = input;
  let t = normalize(stripHtml(cleanTitleChars(input.title, brand)));
  t = removeRanges(t, [...findStructuralRanges(t, brand), ...findLexiconRanges(t, language, TITLE_CUT, brand)]);
  t = normalize(cleanTitleChars(t, brand));
  t = toTitleCase(t, language, brand);
  if (!input.isWork) t = putBrandFirst(t, brand);
  t = limitWordRepeats(t, language, input.maxRepeats);
  t = shortenTitle(t, {
    maxChars: input.maxChars,
    nearChars: input.nearChars,
    language,
    brand: input.isWork ? '' : brand,
    keep: input.keep,
  });
  return tidy(t);
}

/** TITLE_BRAND_FIRST: the brand opens the title, once (later copies would count as repeats). */
export function putBrandFirst(input: string, brand: string): string {
  let title = input;
  const b = brand.trim();
  if (!b || GENERIC_BRANDS.has(b.toLowerCase())) return title;
  // The brand as registered, even where the title shouts or whispers it ("ACME", "acme").
  if (title.toLowerCase().startsWith(b.toLowerCase())) return b + title.slice(b.length);
  // "Carson Dellosa Color…" with brand "Carson Dellosa Education": complete the brand, don't repeat it.
  const brandWords = b.split(/\s+/);
  const titleWords = title.split(/\s+/);
  let shared = 0;
  while (shared < brandWords.length && titleWords[shared]?.toLowerCase() === brandWords[shared]!.toLowerCase()) shared++;
  if (shared > 0) title = titleWords.slice(shared).join(' ');
  const escaped = b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rest = title.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  return tidy(`${b} ${tidy(rest)}`);
}
