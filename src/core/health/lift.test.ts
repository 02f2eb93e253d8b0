import { describe, expect, it } from 'vitest';
import { healthBand } from './bands.ts';
import { scoreLift, scoreListing } from './index.ts';
import { backendOfBytes, buildListing, NOW } from './test-support/build-listing.ts';

/** The weak listing a seller met ("BEST SELLER!!! Dog Bowl Dog Bowl…"): 11 errors in three fields. */
const weak = buildListing({
  title: 'BEST SELLER!!! Dog Bowl Dog Bowl Dog Bowl, 100% Money Back Guarantee, Free Shipping 😀',
  bullets: [
    '✅ Made from bamboo, better than Brand X bowls',
    'Stainless steel bowl holds 750 ml of water',
    'Non-slip rubber base keeps it in place',
    'Money back guarantee if you are not happy',
    'Dishwasher safe and easy to clean',
  ],
  searchTerms: 'best water bowl B08CZ6TC2L',
});

describe('scoreLift', () => {
  const report = scoreListing(weak, { now: NOW });
  const errors = report.issues.filter((i) => i.severity === 'error');

  it('is each issue’s gain when that issue alone is fixed, and 0 for nothing fixed', () => {
    expect(scoreLift(report, [])).toBe(0);
    for (const issue of report.issues) expect(scoreLift(report, [issue]), issue.ruleId).toBe(issue.gain);
  });

  it('lifts to 100 when everything is fixed', () => {
    expect(report.score + scoreLift(report, report.issues)).toBe(100);
  });

  it('shows fixing 10 of 11 errors, whichever is left, as a visible rise out of Poor', () => {
    expect(errors).toHaveLength(11);
    expect(healthBand(report.score)).toBe('poor');
    for (let left = 0; left < errors.length; left++) {
      const after =
        report.score +
        scoreLift(
          report,
          errors.filter((_, j) => j !== left),
        );
      expect(after - report.score, `left ${errors[left]!.ruleId}`).toBeGreaterThanOrEqual(20);
      expect(healthBand(after)).toBe('needs_work');
    }
  });

  it('never drops while the errors are fixed one after another', () => {
    let previous = report.score;
    for (let k = 1; k <= errors.length; k++) {
      const score = report.score + scoreLift(report, errors.slice(0, k));
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
    expect(previous).toBeGreaterThan(80);
  });

  it('matches scoring the fixed text again', () => {
    const example = buildListing({
      title: 'Acme Stainless Steel Water Bottle, 750 ml, Vacuum Insulated, Leak Proof Lid, Black',
      searchTerms: backendOfBytes(230),
      // No highlights field: a short title would otherwise ask for them.
      highlights: undefined,
    });
    const before = scoreListing(example, { now: NOW });
    const title = before.issues.find((i) => i.ruleId === 'TITLE_LENGTH')!;
    const fixed = scoreListing(
      { ...example, title: 'Acme Stainless Steel Water Bottle, 750 ml, Vacuum Insulated' },
      { now: NOW },
    );
    expect(fixed.issues.map((i) => i.ruleId)).toEqual(before.issues.filter((i) => i !== title).map((i) => i.ruleId));
    expect(before.score + scoreLift(before, [title])).toBe(fixed.score);
  });
});
