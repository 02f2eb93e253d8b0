import { computeScore, type ScoredItem } from './score.ts';
import type { HealthField } from './types.ts';

/** What scoreLift needs of a report: HealthReport has it, and so does any copy of one. */
export type LiftableReport = {
  score: number;
  fieldScores: Partial<Record<HealthField, number>>;
  issues: readonly ScoredItem[];
};

/**
 * How many points the score rises when the given issues of the report are fixed (removed), with
 * nothing else changed: `scoreLift(report, [issue])` is that issue's `gain`, and a set answers
 * "fix these 10 errors". Issues are matched by identity, so pass objects taken from `report.issues`.
 * The fields that count are the report's own (`fieldScores` has exactly the fields that applied).
 */
export function scoreLift(report: LiftableReport, fixed: readonly ScoredItem[]): number {
  const gone = new Set(fixed);
  const left = report.issues.filter((i) => !gone.has(i));
  const present = Object.keys(report.fieldScores) as HealthField[];
  return computeScore(left, present).score - report.score;
}
