import { expect } from 'vitest';
import type { ListingContent } from '#core/listings/content';
import { scoreListing, type HealthIssue, type Severity } from '../index.ts';
import { buildListing, NOW } from './build-listing.ts';

/** Overrides of the test listing for one rule case; `now` picks the policy in force (default NOW). */
export type CaseListing = Partial<ListingContent> & { now?: Date };

/** The issues one rule raises on the test listing with `overrides`. */
export function findingsOf(ruleId: string, overrides: CaseListing): HealthIssue[] {
  const { now, ...listing } = overrides;
  return scoreListing(buildListing(listing), { now: now ?? NOW }).issues.filter((i) => i.ruleId === ruleId);
}

/** `expected`: a number = exactly that many findings; a severity = fires (at least once) with it. */
export function expectFires(found: readonly HealthIssue[], expected: number | Severity): void {
  if (typeof expected === 'number') expect(found).toHaveLength(expected);
  else {
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((f) => f.severity)).toContain(expected);
  }
}
