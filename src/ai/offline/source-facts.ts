import type { CoreText, CoreTextSource } from '#core/listings/content';
import type { LanguageCode } from '#core/marketplaces';
import { cleanBulletText } from './bullets.ts';
import { rewriteDescription } from './description.ts';
import { findLexiconRanges, findStructuralRanges, TITLE_CUT } from './phrase-clean.ts';
import { cleanTitleChars } from '../text/char-clean.ts';
import { factsIn, states, type SourceFact } from '../text/fact-reader.ts';
import { normalize, removeRanges, stripHtml } from '../text/text-ops.ts';

export { factsIn, states, type SourceFact };

/** A listing's text as the fact reader (text/fact-reader.ts) reads it for the facts a rewrite must keep. */
export type FactSource = CoreTextSource & { brand: string; language: LanguageCode };

/**
 * The source text as the rules leave it: the title without flagged wording, bullets and
 * description without the sentences a rule drops (claims, guarantees, contact, shipping, ASINs).
 * Its facts are the ones a rewrite must keep.
 */
export function requiredText(source: FactSource): CoreText {
  const { brand, language } = source;
  const t = normalize(stripHtml(cleanTitleChars(source.title, brand)));
  return {
    title: removeRanges(t, [...findStructuralRanges(t, brand), ...findLexiconRanges(t, language, TITLE_CUT, brand)]),
    bullets: source.bullets.map((b) => cleanBulletText(b, language, brand)).filter((b) => b !== ''),
    description: rewriteDescription({ description: source.description, brand, language, maxChars: Number.MAX_SAFE_INTEGER }),
  };
}

/** The facts of the source a rewrite must keep. */
export function requiredFacts(source: FactSource): readonly SourceFact[] {
  const r = requiredText(source);
  return factsIn([r.title, ...r.bullets, r.description].join('\n'));
}

/** Required facts the rewrite no longer states anywhere in its visible copy. */
export function lostFacts(
  required: readonly SourceFact[],
  rewrite: { title: string; bullets: readonly string[]; description: string },
): SourceFact[] {
  const have = factsIn([rewrite.title, ...rewrite.bullets, rewrite.description].join('\n'));
  return required.filter((f) => !states(have, f));
}
