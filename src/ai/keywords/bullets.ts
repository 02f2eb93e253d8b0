import type { CoreText } from '#core/listings/content';
import type { Policy } from '#core/health/index';
import { fieldWords, placementIn, stemmedWords } from '#core/keywords/index';
import { placePhrase } from '../text/place-phrase.ts';
import type { KeywordPlan } from './plan.ts';

/** More than this many sentences moved for keywords reads as stuffing. */
const MAX_MOVED = 3;

/**
 * Targeted keywords the title and bullets miss, worked into the bullets with the seller's own
 * words: a sentence of the listing (a description sentence, or one a shorter bullet lost) that
 * holds every word of the keyword joins the bullet it fits best. Nothing is written that the
 * listing does not say; a keyword with no such sentence goes to the search terms instead.
 */
export function putKeywordsInBullets(draft: CoreText, sentences: readonly string[], plan: KeywordPlan, policy: Policy): CoreText {
  let out = draft;
  let moved = 0;
  const sentenceWords = sentences.map((s) => new Set(stemmedWords(s)));
  for (const k of plan.keywords) {
    if (moved >= MAX_MOVED) break;
    if (!k.supported || k.competitorWords.size > 0) continue;
    const fields = fieldWords({ title: out.title, bullets: out.bullets, description: '', searchTerms: '' });
    if (placementIn(k.words, fields) !== null) continue;
    const at = sentenceWords.findIndex((w) => k.words.every((x) => w.has(x)));
    if (at < 0) continue;
    const next = placePhrase(out, sentences[at]!, policy, { bulletsOnly: true });
    if (next) {
      out = next;
      moved++;
    }
  }
  return out;
}
