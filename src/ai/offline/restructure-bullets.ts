import { countChars } from '#core/health/index';
import { joinSentences, splitSentences } from '../text/text-ops.ts';

const WORD = /[\p{L}\p{N}]+/gu;

export type BulletLimits = { count: number; minChars: number; maxChars: number; totalMaxChars: number };

/**
 * Five bullets from the listing's own sentences (Amazon asks for at least three and shows five: BULLETS_COUNT_*): near-duplicates
 * go, surplus bullets merge into a short neighbour (or the shortest goes), and when there are too
 * few, multi-sentence bullets split and then description sentences fill in. Nothing is invented.
 */
export function restructureBullets(bullets: readonly string[], spare: readonly string[], limits: BulletLimits): string[] {
  let out = dropNearDuplicates(bullets);
  while (out.length > limits.count) out = mergeOrDrop(out, limits.maxChars);
  while (out.length < limits.count) {
    const next = splitOne(out, limits.maxChars);
    if (!next) break;
    out = next;
  }
  for (const s of spare) {
    if (out.length >= limits.count) break;
    const len = countChars(s);
    if (len < 25 || len > limits.maxChars) continue;
    if (dropNearDuplicates([...out, s]).length > out.length) out.push(s);
  }
  return out;
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(WORD) ?? []);
}

function similar(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 || inter / union >= 0.75;
}

/** BULLET_REPETITIVE fires at 0.8 word overlap; stay a little below it. */
export function dropNearDuplicates(bullets: readonly string[]): string[] {
  const kept: string[] = [];
  const sets: Set<string>[] = [];
  for (const b of bullets) {
    const w = wordsOf(b);
    if (sets.some((s) => similar(s, w))) continue;
    kept.push(b);
    sets.push(w);
  }
  return kept;
}

function mergeOrDrop(bullets: readonly string[], maxChars: number): string[] {
  let best = -1;
  for (let i = 0; i + 1 < bullets.length; i++) {
    const len = countChars(joinSentences([bullets[i]!, bullets[i + 1]!]));
    if (len <= maxChars && (best < 0 || len < countChars(joinSentences([bullets[best]!, bullets[best + 1]!])))) best = i;
  }
  if (best >= 0)
    return [...bullets.slice(0, best), joinSentences([bullets[best]!, bullets[best + 1]!]), ...bullets.slice(best + 2)];
  const shortest = bullets.reduce((m, b, i) => (countChars(b) < countChars(bullets[m]!) ? i : m), 0);
  return bullets.filter((_, i) => i !== shortest);
}

/** Splits the longest multi-sentence bullet at the sentence nearest its middle. */
function splitOne(bullets: readonly string[], maxChars: number): string[] | null {
  const order = bullets
    .map((b, i) => ({ i, n: countChars(b), s: splitSentences(b) }))
    .filter((x) => x.s.length > 1 && (x.n > maxChars || x.n > 120));
  if (order.length === 0) return null;
  const { i, s, n } = order.reduce((a, b) => (b.n > a.n ? b : a));
  let acc = 0;
  let at = 1;
  for (let k = 0; k < s.length - 1; k++) {
    acc += countChars(s[k]!) + 1;
    at = k + 1;
    if (acc >= n / 2) break;
  }
  return [...bullets.slice(0, i), joinSentences(s.slice(0, at)), joinSentences(s.slice(at)), ...bullets.slice(i + 1)];
}
