import { SOURCES } from '../sources.ts';
import { getDistinctWords, getWordList, markWords } from '../text-field.ts';
import type { TextField } from '../text-field.ts';
import { newMark, type Word } from '../word-table.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

const SIMILAR = 0.8;
const MIN_WORDS = 4;

/** Interned words: equal strings are the same object, so this equals comparing `words.join(' ')`. */
function sameWords(a: readonly Word[], b: readonly Word[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Word-set Jaccard of two texts, the intersection counted by marks. */
function jaccard(a: TextField, b: TextField): number {
  const inB = newMark();
  markWords(b, inB);
  const da = getDistinctWords(a);
  let inter = 0;
  for (const w of da) if (w.mark === inB) inter++;
  return inter / (da.length + getDistinctWords(b).length - inter);
}

/** Identical after normalisation → error; word-set Jaccard ≥ 0.8 → warning [B1]. */
export const BULLET_REPETITIVE: Rule = {
  id: 'BULLET_REPETITIVE',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  check: ({ bullets }) => {
    if (bullets.length < 2) return NO_FINDINGS;
    let out: Finding[] | null = null;
    for (let j = 1; j < bullets.length; j++) {
      const bj = bullets[j]!;
      const wj = getWordList(bj);
      const sizeJ = getDistinctWords(bj).length;
      for (let i = 0; i < j; i++) {
        const bi = bullets[i]!;
        const same = wj.length > 0 && sameWords(getWordList(bi), wj);
        if (!same) {
          if (sizeJ < MIN_WORDS) continue;
          // Jaccard ≤ min/max of the set sizes: skip pairs that cannot reach SIMILAR.
          const sizeI = getDistinctWords(bi).length;
          if (Math.min(sizeI, sizeJ) / Math.max(sizeI, sizeJ) < SIMILAR || jaccard(bi, bj) < SIMILAR) continue;
        }
        (out ??= []).push({
          message: same
            ? `Bullet ${j + 1} repeats bullet ${i + 1} word for word.`
            : `Bullet ${j + 1} says nearly the same as bullet ${i + 1}.`,
          fix: 'Give each bullet its own benefit or feature; merge or replace the duplicate.',
          ...(same ? { severity: 'error' as const } : {}),
        });
        break;
      }
    }
    return out ?? NO_FINDINGS;
  },
};
