import { stem } from '#core/keywords/index';
import { cleanBullets, sameBullets, type CoreText } from '#core/listings/content';
import { joinSentences, splitSentences, tidy } from '../text/text-ops.ts';
import type { KeywordPlan } from './plan.ts';

const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * A keyword stating what the listing never says ("waterproof") stays out of the visible copy until
 * the seller confirms it: its unstated words are taken out of a draft (an LLM may have used
 * them): from the title the word, from bullets and description the sentence carrying it.
 */
export function removeUnconfirmedWords(draft: CoreText, plan: KeywordPlan, notes: string[]): CoreText {
  const banned = new Set<string>();
  for (const k of plan.keywords) if (!k.supported) for (const w of k.words) if (!plan.sourceWords.has(w)) banned.add(w);
  for (const k of plan.keywords) for (const w of k.competitorWords) if (!plan.sourceWords.has(w)) banned.add(w);
  if (banned.size === 0) return draft;
  const hit = (text: string) => (text.toLowerCase().match(TOKEN) ?? []).some((w) => banned.has(stem(w)));
  const dropSentences = (text: string) => {
    const kept = splitSentences(text).filter((s) => !hit(s));
    const joined = joinSentences(kept);
    return /[.!?]$/.test(text.trim()) ? joined : joined.replace(/[.!?]$/, '');
  };
  const out: CoreText = {
    title: tidy(draft.title.replace(TOKEN, (w) => (banned.has(stem(w.toLowerCase())) ? '' : w))),
    bullets: cleanBullets(draft.bullets.map((b) => (hit(b) ? dropSentences(b) : b))),
    description: hit(draft.description) ? dropSentences(draft.description) : draft.description,
  };
  if (out.title !== draft.title || !sameBullets(out.bullets, draft.bullets) || out.description !== draft.description)
    notes.push(
      `Kept ${[...banned].map((w) => `"${w}"`).join(', ')} out of the copy: the listing does not say ${banned.size === 1 ? 'it' : 'them'}; confirm the keyword first.`,
    );
  return out;
}
