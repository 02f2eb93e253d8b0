import { describe, expect, it } from 'vitest';
import { findErrors, scoreListing } from './index.ts';
import { backendOfBytes, buildListing, NOW } from './test-support/build-listing.ts';
import { computeScore } from './score.ts';
import { healthBand } from './bands.ts';

const ids = (listing: Parameters<typeof scoreListing>[0]) =>
  scoreListing(listing, { now: NOW })
    .issues.map((i) => i.ruleId)
    .sort();

describe('clean fixture', () => {
  it('fires only HIGHLIGHTS_MISSING and scores 99', () => {
    const report = scoreListing(buildListing(), { now: NOW });
    expect(report.issues.map((i) => i.ruleId)).toEqual(['HIGHLIGHTS_MISSING']);
    expect(report.policyVersion).toBe('2026-07-27');
  });
});

describe('the worked example of docs/listing-rules.md#health-score', () => {
  const images = buildListing().images!.slice(0, 4);
  const example = buildListing({
    title: 'Acme Stainless Steel Water Bottle, 750 ml, Vacuum Insulated, Leak Proof Lid, Black',
    highlights: '',
    images,
    searchTerms: backendOfBytes(230),
    hasAplus: false,
  });

  it('fires exactly the example issues', () => {
    expect(example.title.length).toBe(82);
    expect(ids(example)).toEqual(['APLUS_ABSENT', 'IMG_COUNT', 'ST_BYTES_SAFE', 'TITLE_LENGTH']);
  });

  it('scores 55 (86 scaled into Needs work) with the documented field scores and +41 gain on the title', () => {
    const report = scoreListing(example, { now: NOW });
    expect(report.fieldScores).toEqual({
      title: 60,
      highlights: 100,
      bullets: 100,
      images: 95,
      description: 100,
      searchTerms: 85,
      aplus: 85,
    });
    expect(report.score).toBe(55);
    expect(report.issues[0]).toMatchObject({ ruleId: 'TITLE_LENGTH', severity: 'error', gain: 41 });
    expect(findErrors(report).map((i) => i.ruleId)).toEqual(['TITLE_LENGTH']);
  });

  it('scores 96 after trimming the title (HIGHLIGHTS_MISSING fires)', () => {
    const trimmed = scoreListing(
      { ...example, title: 'Acme Stainless Steel Water Bottle, 750 ml, Vacuum Insulated, Blue' },
      { now: NOW },
    );
    expect(trimmed.fieldScores.highlights).toBe(95);
    expect(trimmed.score).toBe(96);
  });
});

describe('computeScore', () => {
  it('adds 25% per repeat and caps at double', () => {
    const item = { ruleId: 'X', field: 'title' as const, severity: 'warning' as const };
    expect(computeScore([item], ['title']).fieldScores.title).toBe(85);
    expect(computeScore([item, item], ['title']).fieldScores.title).toBe(81.25);
    expect(computeScore(Array(5).fill(item), ['title']).fieldScores.title).toBe(70);
    expect(computeScore(Array(9).fill(item), ['title']).fieldScores.title).toBe(70);
  });

  it('keeps one error in Needs work and three errors or a suppression-class error in Poor, scaled not clamped', () => {
    const err = (ruleId: string) => ({ ruleId, field: 'bullets' as const, severity: 'error' as const });
    const present = ['title', 'bullets', 'description'] as const;
    // Weighted: (25·100 + 20·60 + 10·100) / 55 = 85.45; one error scales it into 40–59, severe into 0–39.
    expect(computeScore([err('A')], [...present]).score).toBe(54);
    expect(computeScore([err('BULLETS_MISSING')], [...present]).score).toBe(33);
    // Three rules in one field: bullets 0, weighted 63.6 → 25.
    expect(computeScore([err('A'), err('B'), err('C')], [...present]).score).toBe(25);
  });

  it('orders listings inside a band by everything else', () => {
    const present = ['title', 'bullets', 'description'] as const;
    const error = { ruleId: 'E', field: 'title' as const, severity: 'error' as const };
    const warning = (ruleId: string) => ({ ruleId, field: 'bullets' as const, severity: 'warning' as const });
    const scores = [0, 1, 2, 3].map(
      (n) => computeScore([error, ...['W1', 'W2', 'W3'].slice(0, n).map(warning)], [...present]).score,
    );
    // Each extra warning costs points, and every score stays in Needs work.
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
    for (const s of scores) expect(healthBand(s)).toBe('needs_work');
  });

  it('a weighted score under 40 with one error is Poor and kept as it is', () => {
    const err = (ruleId: string) => ({ ruleId, field: 'title' as const, severity: 'error' as const });
    const warn = (ruleId: string) => ({ ruleId, field: 'bullets' as const, severity: 'warning' as const });
    // Title 60, bullets 100 − 6·15 = 10: (25·60 + 20·10) / 45 = 37.8.
    const items = [err('A'), ...['1', '2', '3', '4', '5', '6'].map(warn)];
    expect(computeScore(items, ['title', 'bullets']).score).toBe(38);
  });

  it('counts rules broken, not findings, towards the three-error cap', () => {
    const at = (ruleId: string, field: 'title' | 'bullets') => ({ ruleId, field, severity: 'error' as const });
    const present = ['title', 'bullets', 'description'] as const;
    // Three banned characters in one title are one broken rule: the one-error cap, not the severe one.
    const threeFindings = computeScore([at('A', 'title'), at('A', 'title'), at('A', 'title')], [...present]);
    expect(healthBand(threeFindings.score)).toBe('needs_work');
    // One rule firing in two fields is still one rule.
    expect(computeScore([at('A', 'title'), at('A', 'bullets'), at('B', 'bullets')], [...present]).score).toBeGreaterThan(39);
    expect(healthBand(computeScore([at('A', 'title'), at('B', 'bullets'), at('C', 'bullets')], [...present]).score)).toBe('poor');
    // Fixing one of three findings leaves the rule broken: the gate does not lift, only the field penalty shrinks.
    const twoLeft = computeScore([at('A', 'title'), at('A', 'title')], [...present]);
    expect(threeFindings.gains[0]).toBe(twoLeft.score - threeFindings.score);
    expect(twoLeft.score).toBeGreaterThan(threeFindings.score);
    expect(twoLeft.score).toBeLessThanOrEqual(59);
    // Fixing the last finding of a rule lifts the gate.
    const one = computeScore([at('A', 'title')], [...present]);
    expect(one.gains[0]).toBe(computeScore([], [...present]).score - one.score);
  });

  it('floors a field at 0', () => {
    const err = (ruleId: string) => ({ ruleId, field: 'title' as const, severity: 'error' as const });
    expect(computeScore([err('A'), err('B'), err('C')], ['title']).fieldScores.title).toBe(0);
  });
});

describe('field presence', () => {
  it('drops unknown images, search terms, A+ and absent highlights from the score', () => {
    const report = scoreListing(buildListing({ images: null, searchTerms: null, hasAplus: null, highlights: undefined }), {
      now: NOW,
    });
    expect(Object.keys(report.fieldScores).sort()).toEqual(['bullets', 'description', 'title']);
    expect(report.score).toBe(100);
  });

  it('sorts issues by severity, then gain', () => {
    const report = scoreListing(buildListing({ bullets: ['short'], description: '' }), { now: NOW });
    const order = { error: 0, warning: 1, info: 2 };
    for (let i = 1; i < report.issues.length; i++) {
      const [a, b] = [report.issues[i - 1]!, report.issues[i]!];
      expect(order[a.severity] < order[b.severity] || (a.severity === b.severity && a.gain >= b.gain)).toBe(true);
    }
  });
});
