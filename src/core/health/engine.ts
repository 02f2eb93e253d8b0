import type { ListingContent } from '#core/listings/content';
import { buildContext } from './context.ts';
import { RULES } from './rules/index.ts';
import { computeScore, type ScoredItem } from './score.ts';
import type { HealthField, RuleContext, Severity } from './types.ts';

export type HealthIssue = {
  ruleId: string;
  field: HealthField;
  severity: Severity;
  /** Seller-facing message, plain text (the API calls it description). */
  description: string;
  fix: string;
  source: string;
  /** Score after fixing this issue alone minus the current score. */
  gain: number;
  match?: string;
  /** Code-point offset of `match` in the normalised field text (per bullet for bullets). */
  offset?: number;
};

export type HealthReport = {
  score: number;
  issues: HealthIssue[];
  policyVersion: string;
  fieldScores: Partial<Record<HealthField, number>>;
};

const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

function presentFields(ctx: RuleContext): HealthField[] {
  const fields: HealthField[] = ['title'];
  if (ctx.highlights) fields.push('highlights');
  fields.push('bullets');
  if (ctx.listing.images != null) fields.push('images');
  fields.push('description');
  if (ctx.searchTerms) fields.push('searchTerms');
  if (typeof ctx.listing.hasAplus === 'boolean') fields.push('aplus');
  return fields;
}

/**
 * Severity first, then gain (largest first); stable, so equal severity and gain keep rule-catalogue
 * order (what Array.prototype.sort with that comparator gives). A listing has about a dozen issues:
 * an insertion sort does it without the comparator calls.
 */
function sortIssues(issues: HealthIssue[]): void {
  for (let i = 1; i < issues.length; i++) {
    const x = issues[i]!;
    const order = SEVERITY_ORDER[x.severity];
    let j = i - 1;
    for (; j >= 0; j--) {
      const y = issues[j]!;
      const yOrder = SEVERITY_ORDER[y.severity];
      if (yOrder < order || (yOrder === order && y.gain >= x.gain)) break;
      issues[j + 1] = y;
    }
    issues[j + 1] = x;
  }
}

export function scoreListing(listing: ListingContent, options?: { now?: Date }): HealthReport {
  const ctx = buildContext(listing, options?.now ?? new Date());
  const issues: HealthIssue[] = [];
  for (let r = 0; r < RULES.length; r++) {
    const rule = RULES[r]!;
    const found = rule.check(ctx);
    for (let k = 0; k < found.length; k++) {
      const f = found[k]!;
      const issue: HealthIssue = {
        ruleId: rule.id,
        field: rule.field,
        severity: f.severity ?? rule.severity,
        description: f.message,
        fix: f.fix,
        source: rule.source,
        gain: 0,
      };
      if (f.match !== undefined) issue.match = f.match;
      if (f.offset !== undefined) issue.offset = f.offset;
      issues.push(issue);
    }
  }
  const { score, fieldScores, gains } = computeScore(issues as ScoredItem[], presentFields(ctx));
  for (let i = 0; i < issues.length; i++) issues[i]!.gain = gains[i] ?? 0;
  sortIssues(issues);
  return { score, issues, policyVersion: ctx.policy.version, fieldScores };
}

/** Guardrail helper: the issues that block a push (any error). */
export function findErrors(report: HealthReport): HealthIssue[] {
  return report.issues.filter((i) => i.severity === 'error');
}
