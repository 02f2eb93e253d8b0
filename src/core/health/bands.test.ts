import { describe, expect, it } from 'vitest';
import { HEALTH_BANDS, healthBand, isOptimized } from './index.ts';

describe('healthBand', () => {
  it.each([
    [0, 'poor', 'red'],
    [39, 'poor', 'red'],
    [40, 'needs_work', 'amber'],
    [59, 'needs_work', 'amber'],
    [60, 'good', 'green'],
    [79, 'good', 'green'],
    [80, 'optimized', 'green'],
    [100, 'optimized', 'green'],
    [null, 'not_analyzed', 'none'],
  ] as const)('%s → %s (%s bar)', (score, band, bar) => {
    expect(healthBand(score)).toBe(band);
    expect(HEALTH_BANDS[healthBand(score)].bar).toBe(bar);
  });

  it('uses the band labels and variants', () => {
    expect(Object.values(HEALTH_BANDS).map((b) => b.label)).toEqual(['Optimized', 'Good', 'Needs work', 'Poor', 'Not analyzed']);
    expect(HEALTH_BANDS.good.variant).toBe('success');
    expect(HEALTH_BANDS.needs_work.variant).toBe('warning');
    expect(HEALTH_BANDS.poor.variant).toBe('destructive');
    expect(HEALTH_BANDS.not_analyzed.variant).toBe('outline');
  });

  it.each([
    [79, false],
    [80, true],
    [null, false],
  ] as const)('isOptimized(%s) = %s', (score, expected) => {
    expect(isOptimized(score)).toBe(expected);
  });
});
