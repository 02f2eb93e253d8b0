import type { HealthField, Severity } from './types.ts';

/** LISTING_RULES §11 field weights (title 25 + highlights 5). */
export const FIELD_WEIGHTS: Readonly<Record<HealthField, number>> = { title: 25, highlights: 5, bullets: 20, images: 20, description: 10, searchTerms: 10, aplus: 10 };
export const PENALTY: Readonly<Record<Severity, number>> = { error: 40, warning: 15, info: 5 };
/** Errors that get the listing removed or suppressed: cap 39 on their own. */
export const SUPPRESSION_RULES: ReadonlySet<string> = new Set(['TITLE_MISSING', 'IMG_MAIN_MISSING', 'BULLETS_MISSING', 'CLAIM_DISEASE', 'CLAIM_FDA', 'CLAIM_PESTICIDE', 'SABOTAGE_TERMS']);
const ANY_ERROR_CAP = 59;
const SEVERE_CAP = 39;

export type ScoredItem = { ruleId: string; field: HealthField; severity: Severity };
export type ScoreResult = { score: number; fieldScores: Partial<Record<HealthField, number>>; gains: number[] };

/** Repeats of one rule in one field add 25% each, at most double. */
function groupPenalty(severity: Severity, n: number): number {
  return n <= 0 ? 0 : PENALTY[severity] * Math.min(2, 1 + 0.25 * (n - 1));
}

function roundScore(x: number): number {
  return Math.round(Math.round(x * 1e6) / 1e6);
}

function gate(weighted: number, errors: number, severe: number): number {
  const score = roundScore(weighted);
  if (errors >= 3 || severe > 0) return Math.min(score, SEVERE_CAP);
  if (errors > 0) return Math.min(score, ANY_ERROR_CAP);
  return score;
}

/**
 * Score from the findings alone (no rules re-run). `gains[i]` = score with item i fixed alone
 * minus the current score: only its group count, its field score and the gate counts change.
 */
export function computeScore(items: readonly ScoredItem[], present: readonly HealthField[]): ScoreResult {
  const groups = new Map<string, number>();
  const penalties: Partial<Record<HealthField, number>> = {};
  let errors = 0;
  let severe = 0;
  for (const it of items) {
    const key = `${it.field}|${it.ruleId}|${it.severity}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
    if (it.severity === 'error') {
      errors++;
      if (SUPPRESSION_RULES.has(it.ruleId)) severe++;
    }
  }
  for (const [key, n] of groups) {
    const [field, , severity] = key.split('|') as [HealthField, string, Severity];
    penalties[field] = (penalties[field] ?? 0) + groupPenalty(severity, n);
  }
  let totalWeight = 0;
  let weightedSum = 0;
  const fieldScores: Partial<Record<HealthField, number>> = {};
  for (const f of present) {
    const s = Math.max(0, 100 - (penalties[f] ?? 0));
    fieldScores[f] = Math.round(s * 100) / 100;
    totalWeight += FIELD_WEIGHTS[f];
    weightedSum += FIELD_WEIGHTS[f] * s;
  }
  const weighted = totalWeight > 0 ? weightedSum / totalWeight : 0;
  const score = gate(weighted, errors, severe);
  const gains = items.map((it) => {
    const n = groups.get(`${it.field}|${it.ruleId}|${it.severity}`) ?? 1;
    const w = totalWeight > 0 && present.includes(it.field) ? FIELD_WEIGHTS[it.field] : 0;
    const before = Math.max(0, 100 - (penalties[it.field] ?? 0));
    const after = Math.max(0, 100 - ((penalties[it.field] ?? 0) - groupPenalty(it.severity, n) + groupPenalty(it.severity, n - 1)));
    const isError = it.severity === 'error';
    const fixed = gate(w > 0 ? (weightedSum + w * (after - before)) / totalWeight : weighted, errors - (isError ? 1 : 0), severe - (isError && SUPPRESSION_RULES.has(it.ruleId) ? 1 : 0));
    return fixed - score;
  });
  return { score, fieldScores, gains };
}
