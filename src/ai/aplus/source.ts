import { isCleanText } from '#core/aplus/check';
import { descriptionSentences } from '#core/text/description-blocks';
import { plainText } from '#core/text/plain-text';
import { splitSentences as readSentences } from '#core/text/sentences';

import type { AplusSource } from '../types.ts';
import { isDanglingWord } from '../text/text-ops.ts';

export type { AplusSource } from '../types.ts';

/**
 * Sentences by the shared reader: "1.5 hours" and "7.56in/19.2cm" stay whole. Entities are read
 * first: a bullet's raw "&#9728;" or "&amp;" would reach a module as text, and its digits as a number.
 */
export function splitSentences(text: string): string[] {
  return readSentences(plainText(text).replace(/\s+/g, ' ')).filter((s) => s.length > 2);
}

/**
 * Keeps only sentences that no A+ rule flags as an error, so a prohibited word in the listing
 * ("guaranteed", "free shipping") never reaches the draft.
 */
export function cleanSentences(text: string, source: Pick<AplusSource, 'marketplaceId' | 'brand'>): string[] {
  return keepClean(splitSentences(text), source);
}

/** The description's sentences read as its layout (a heading leads its lines), rejected ones dropped. */
export function cleanDescription(html: string, source: Pick<AplusSource, 'marketplaceId' | 'brand'>): string[] {
  return keepClean(
    descriptionSentences(html).filter((s) => s.length > 2),
    source,
  );
}

function keepClean(sentences: readonly string[], source: Pick<AplusSource, 'marketplaceId' | 'brand'>): string[] {
  return sentences.filter((s) => isCleanText(s, { marketplaceId: source.marketplaceId, brand: source.brand }));
}

/** Beyond the words no cut may end on: a headline does not end on a pronoun or "means" either ("This means"). */
const HEADLINE_DANGLING = new Set(['it', 'means']);
const headlineDangles = (word: string) =>
  isDanglingWord(word) || HEADLINE_DANGLING.has(word.toLowerCase().replace(/[^\p{L}']/gu, ''));

/** "Lead-in: rest" or "LEAD IN - rest" bullets split into a headline and a body. */
export function splitBullet(raw: string): { head: string; body: string } {
  // Entities read first, as in splitSentences: "&#9728;Light weight" heads its block as "☀Light weight".
  const bullet = plainText(raw);
  const m = /^\s*([^:–—]{3,60}?)\s*(?::|\s[–—-]\s)\s*(.+)$/.exec(bullet);
  if (m) return { head: sentenceCase(m[1]!.trim()), body: m[2]!.trim() };
  // No lead-in: the first clause when it is short, else the first words without a dangling "is"/"the".
  // A comma or stop inside a number ("1,600 GPH", "1.5 hours") does not end the clause.
  const clause = bullet.split(/[;–—]|[,.](?!\d)/)[0]?.trim() ?? '';
  const clauseWords = clause.split(/\s+/).filter(Boolean);
  const words = clauseWords.length >= 3 && clauseWords.length <= 8 ? clauseWords : bullet.split(/\s+/).slice(0, 6);
  while (words.length > 2 && headlineDangles(words[words.length - 1] ?? '')) words.pop();
  return { head: sentenceCase(words.join(' ').replace(/[,;:.]+$/, '')), body: bullet.trim() };
}

export function sentenceCase(text: string): string {
  const lower = text === text.toUpperCase() && /[A-Z]{3}/.test(text) ? text.toLowerCase() : text;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A short product name: the title up to its first comma / dash, at most 8 words. */
export function shortName(title: string): string {
  const cut = title.split(/\s[-–—|]\s|,|\(/)[0] ?? title;
  return cut.split(/\s+/).slice(0, 8).join(' ').trim();
}

/** Cuts at a word boundary and never mid-sentence when a sentence end is close. */
export function clip(text: string, max: number): string {
  if ([...text].length <= max) return text;
  const cut = text.slice(0, max);
  // Sentence ends by the shared reader: the stop in "1.5" or "16. 9" is not one.
  let whole = '';
  for (const s of readSentences(text)) {
    const next = whole === '' ? s : `${whole} ${s}`;
    if ([...next].length > max) break;
    whole = next;
  }
  if ([...whole].length > max * 0.6) return whole;
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max).replace(/[,;:\s]+$/, '')}…`;
}
