import type { HealthField, Severity } from './types.ts';

/** Field weights (docs/listing-rules.md#health-score) (title 25 + highlights 5). */
export const FIELD_WEIGHTS: Readonly<Record<HealthField, number>> = {
  title: 25,
  highlights: 5,
  bullets: 20,
  images: 20,
  description: 10,
  searchTerms: 10,
  aplus: 10,
};
export const PENALTY: Readonly<Record<Severity, number>> = { error: 40, warning: 15, info: 5 };
/** Errors that get the listing removed or suppressed: Poor (at most 39) on their own. */
export const SUPPRESSION_RULES: ReadonlySet<string> = new Set([
  'TITLE_MISSING',
  'IMG_MAIN_MISSING',
  'BULLETS_MISSING',
  'CLAIM_DISEASE',
  'CLAIM_FDA',
  'CLAIM_PESTICIDE',
  'SABOTAGE_TERMS',
]);
/**
 * The bands a broken rule keeps a listing in. A listing with an error scores at most 59 (never Good),
 * one with a suppression-class error or three broken error rules at most 39 (Poor). Inside that
 * range the weighted score is scaled, not clamped, so the score still orders listings by everything
 * else: a clamp put over half of the real listings on 59 or 39, whatever else was true of them.
 * Below `from` the weighted score is kept as it is (an error listing under 40 is Poor already).
 */
export const ERROR_BANDS = {
  anyError: { from: 40, cap: 59 },
  severe: { from: 0, cap: 39 },
} as const;

export type ScoredItem = { ruleId: string; field: HealthField; severity: Severity };
export type ScoreResult = { score: number; fieldScores: Partial<Record<HealthField, number>>; gains: number[] };

/** Repeats of one rule in one field add 25% each, at most double. */
function groupPenalty(severity: Severity, n: number): number {
  return n <= 0 ? 0 : PENALTY[severity] * Math.min(2, 1 + 0.25 * (n - 1));
}

function roundScore(x: number): number {
  return Math.round(Math.round(x * 1e6) / 1e6);
}

/** Maps [from, 100] linearly onto [from, cap]: monotone, so a fix never lowers the score. */
function scaleInto(weighted: number, band: { from: number; cap: number }): number {
  if (weighted <= band.from) return weighted;
  return band.from + ((weighted - band.from) * (band.cap - band.from)) / (100 - band.from);
}

function gate(weighted: number, errors: number, severe: number): number {
  if (errors >= 3 || severe > 0) return roundScore(scaleInto(weighted, ERROR_BANDS.severe));
  if (errors > 0) return roundScore(scaleInto(weighted, ERROR_BANDS.anyError));
  return roundScore(weighted);
}

const FIELD_INDEX: Readonly<Record<HealthField, number>> = {
  title: 0,
  highlights: 1,
  bullets: 2,
  images: 3,
  description: 4,
  searchTerms: 5,
  aplus: 6,
};

type Group = { field: HealthField; ruleId: string; severity: Severity; n: number; gain: number };

/**
 * Score from the findings alone (no rules re-run). `gains[i]` = score with item i fixed alone
 * minus the current score: only its group count, its field score and the gate counts change,
 * so the gain is computed once per group.
 * Groups are found by identity of (field, ruleId, severity) with a linear scan (a listing has a
 * handful of groups, and items of one rule are adjacent), so no key strings are built.
 */
export function computeScore(items: readonly ScoredItem[], present: readonly HealthField[]): ScoreResult {
  const groups: Group[] = [];
  const groupOf: Group[] = new Array(items.length);
  // Penalty per field, by FIELD_INDEX (a fixed-shape array instead of a growing string-keyed object).
  const penalties = [0, 0, 0, 0, 0, 0, 0];
  let last: Group | undefined;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    let g =
      last !== undefined && last.ruleId === it.ruleId && last.field === it.field && last.severity === it.severity
        ? last
        : undefined;
    if (g === undefined) {
      for (let k = 0; k < groups.length; k++) {
        const c = groups[k]!;
        if (c.ruleId === it.ruleId && c.field === it.field && c.severity === it.severity) {
          g = c;
          break;
        }
      }
      if (g === undefined) groups.push((g = { field: it.field, ruleId: it.ruleId, severity: it.severity, n: 0, gain: 0 }));
    }
    g.n++;
    groupOf[i] = last = g;
  }
  // The gate counts rules broken, not findings: three banned characters are one error, as three
  // emoji are. A rule's findings in several fields still count once.
  const errorRules: string[] = [];
  for (const g of groups) if (g.severity === 'error' && !errorRules.includes(g.ruleId)) errorRules.push(g.ruleId);
  const errors = errorRules.length;
  let severe = 0;
  for (const id of errorRules) if (SUPPRESSION_RULES.has(id)) severe++;
  // Same summation order as first-occurrence group order.
  for (const g of groups) {
    const f = FIELD_INDEX[g.field];
    penalties[f] = penalties[f]! + groupPenalty(g.severity, g.n);
  }
  let totalWeight = 0;
  let weightedSum = 0;
  const fieldScores: Partial<Record<HealthField, number>> = {};
  for (const f of present) {
    const s = Math.max(0, 100 - penalties[FIELD_INDEX[f]]!);
    fieldScores[f] = Math.round(s * 100) / 100;
    totalWeight += FIELD_WEIGHTS[f];
    weightedSum += FIELD_WEIGHTS[f] * s;
  }
  const weighted = totalWeight > 0 ? weightedSum / totalWeight : 0;
  const score = gate(weighted, errors, severe);
  // Every item of a group has the same gain (it depends on field, rule, severity and count only).
  for (const g of groups) {
    const w = totalWeight > 0 && present.includes(g.field) ? FIELD_WEIGHTS[g.field] : 0;
    const penalty = penalties[FIELD_INDEX[g.field]]!;
    const before = Math.max(0, 100 - penalty);
    const after = Math.max(0, 100 - (penalty - groupPenalty(g.severity, g.n) + groupPenalty(g.severity, g.n - 1)));
    // Fixing one finding lifts its rule from the gate only when it was the rule's last finding.
    const isError =
      g.severity === 'error' && g.n === 1 && !groups.some((o) => o !== g && o.severity === 'error' && o.ruleId === g.ruleId);
    const fixed = gate(
      w > 0 ? (weightedSum + w * (after - before)) / totalWeight : weighted,
      errors - (isError ? 1 : 0),
      severe - (isError && SUPPRESSION_RULES.has(g.ruleId) ? 1 : 0),
    );
    g.gain = fixed - score;
  }
  const gains: number[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) gains[i] = groupOf[i]!.gain;
  return { score, fieldScores, gains };
}
