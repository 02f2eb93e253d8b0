import type { ListingIssue } from '#core/api/listings';
import type { OptimizeResponse } from '#core/api/optimize';
import { isEditorField } from './seller-central.ts';

/** Suggestions (info) are not issues a seller must fix: the summary counts errors and warnings. */
function counted(issues: readonly ListingIssue[]): ListingIssue[] {
  return issues.filter((i) => i.severity !== 'info');
}

const keyOf = (i: ListingIssue) => `${i.ruleId}|${i.field}`;

/** What a seller does about an issue left after a rewrite, in a few words. */
function nextStep(issue: ListingIssue): string {
  if (issue.ruleId === 'IMG_MAIN_MISSING') return 'add a main image in Seller Central';
  if (issue.field === 'images') return 'fix the images in Seller Central';
  if (issue.field === 'aplus') return 'add A+ content';
  if (!isEditorField(issue.field)) return 'fix it in Seller Central';
  return 'see Issues to fix it in the editor';
}

/**
 * "5 issues fixed, 1 left: add a main image in Seller Central": what the rewrite changed, counted
 * per finding (a rule firing twice before and once after fixed one), and the first thing left to do,
 * an error before a warning.
 */
export function summarizeChange(
  before: readonly ListingIssue[],
  after: readonly ListingIssue[],
  moved: OptimizeResponse['movedFacts'] = [],
): string {
  return [countChange(before, after), movedText(moved)].filter(Boolean).join(' ');
}

const quoted = (facts: readonly { fact: string }[]) => facts.map((m) => `"${m.fact}"`).join(', ');

/**
 * The facts a rewrite moved out of their bullet or dropped, named: "none left" is not all is well
 * when a bullet lost its run time.
 */
function movedText(moved: OptimizeResponse['movedFacts']): string {
  const toDescription = moved.filter((m) => m.to === 'description');
  const dropped = moved.filter((m) => m.to === 'dropped');
  return [
    toDescription.length > 0 ? `Moved to the description: ${quoted(toDescription)}.` : '',
    dropped.length > 0 ? `Dropped: ${quoted(dropped)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function countChange(before: readonly ListingIssue[], after: readonly ListingIssue[]): string {
  const remaining = new Map<string, number>();
  for (const i of counted(after)) remaining.set(keyOf(i), (remaining.get(keyOf(i)) ?? 0) + 1);
  let fixed = 0;
  for (const i of counted(before)) {
    const n = remaining.get(keyOf(i)) ?? 0;
    if (n > 0) remaining.set(keyOf(i), n - 1);
    else fixed++;
  }
  const left = counted(after);
  const fixedText = `${fixed} issue${fixed === 1 ? '' : 's'} fixed`;
  if (left.length === 0) return `${fixedText}, none left.`;
  const first = left.find((i) => i.severity === 'error') ?? left[0]!;
  return `${fixedText}, ${left.length} left: ${nextStep(first)}.`;
}
