import { SOURCES } from '../sources.ts';
import { getWords } from '../text-field.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

const SIMILAR = 0.8;
const MIN_WORDS = 4;

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
    const keys = bullets.map((b) => getWords(b).join(' '));
    const sets = bullets.map((b) => new Set(getWords(b)));
    let out: Finding[] | null = null;
    for (let j = 1; j < bullets.length; j++) {
      for (let i = 0; i < j; i++) {
        const same = keys[i] === keys[j] && keys[j] !== '';
        if (!same && (sets[j]!.size < MIN_WORDS || jaccard(sets[i]!, sets[j]!) < SIMILAR)) continue;
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
