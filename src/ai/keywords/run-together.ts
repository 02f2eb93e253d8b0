import { getStopWords } from '#core/health/index';
import { stem } from '#core/keywords/index';
import type { LanguageCode } from '#core/marketplaces';

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
/** No word of these languages has a letter three times over ("Skiiing", "Axxxx"); German compounds do ("Schifffahrt"). */
const TRIPLED = /(\p{L})\1\1/u;

/**
 * The tokens of a listing that are no word a shopper types: two words the source ran together
 * when it lost a space or a line break ("MAGSLIDER LIDDays on the dock", "Standard LidThe YETI
 * Rambler"), and typos with a letter tripled. A token is run together when it splits into two
 * words the listing states on their own elsewhere, and the source marks the seam: by a change of
 * case there ("Lid|The", "LID|Days"), or by a stop word of three letters or more after it that no
 * compound ends on ("lid|the"), the token then appearing once. Compounds without such a seam
 * ("backpack", "waterproof", "workbench") are words in their own right and stay.
 */
export function runTogetherWords(texts: readonly string[], language: LanguageCode): ReadonlySet<string> {
  const tokens = texts.flatMap((t) => t.match(TOKEN) ?? []);
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t.toLowerCase(), (counts.get(t.toLowerCase()) ?? 0) + 1);
  const stated = new Set([...counts.keys()].map(stem));
  // "over" ends compounds of its own ("pullover", "crossover").
  const seamWords = new Set([...getStopWords(language), ...getStopWords('en')].filter((w) => w.length >= 3 && w !== 'over'));
  const out = new Set<string>();
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (!/^\p{L}+$/u.test(token) || out.has(lower)) continue;
    if (language !== 'de' && TRIPLED.test(lower)) {
      out.add(lower);
      continue;
    }
    for (let i = 2; i <= token.length - 2; i++) {
      const [head, tail] = [lower.slice(0, i), lower.slice(i)];
      if (!stated.has(stem(head)) || !stated.has(stem(tail))) continue;
      const caseSeam =
        (LOWER.test(token[i - 1]!) && UPPER.test(token[i]!)) ||
        (!LOWER.test(token.slice(0, i)) && UPPER.test(token[i]!) && LOWER.test(token[i + 1] ?? ''));
      if (caseSeam || (seamWords.has(tail) && counts.get(lower) === 1)) {
        out.add(lower);
        break;
      }
    }
  }
  return out;
}
