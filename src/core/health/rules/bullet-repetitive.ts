import { SOURCES } from '../sources.ts';
import { getWords, getWordSet } from '../text-field.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

const SIMILAR = 0.8;
const MIN_WORDS = 4;

/** Word lists never hold '' or spaces, so this equals comparing `words.join(' ')`. */
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Identical after normalisation → error; word-set Jaccard ≥ 0.8 → warning [B1]. */
export const BULLET_REPETITIVE: Rule = {
  id: 'BULLET_REPETITIVE',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  check: ({ bullets }) => {
    if (bullets.length < 2) return NO_FINDINGS;
    const words = bullets.map(getWords);
    const sets = bullets.map(getWordSet);
    let out: Finding[] | null = null;
    for (let j = 1; j < bullets.length; j++) {
      const sj = sets[j]!;
      for (let i = 0; i < j; i++) {
        const same = words[j]!.length > 0 && sameWords(words[i]!, words[j]!);
        if (!same) {
          if (sj.size < MIN_WORDS) continue;
          // Jaccard ≤ min/max of the set sizes: skip pairs that cannot reach SIMILAR.
          const si = sets[i]!;
          if (Math.min(si.size, sj.size) / Math.max(si.size, sj.size) < SIMILAR || jaccard(si, sj) < SIMILAR) continue;
        }
        (out ??= []).push({
          message: same ? `Bullet ${j + 1} repeats bullet ${i + 1} word for word.` : `Bullet ${j + 1} says nearly the same as bullet ${i + 1}.`,
          fix: 'Give each bullet its own benefit or feature; merge or replace the duplicate.',
          ...(same ? { severity: 'error' as const } : {}),
        });
        break;
      }
    }
    return out ?? NO_FINDINGS;
  },
};
