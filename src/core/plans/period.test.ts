import { describe, expect, it } from 'vitest';
import { addMonths, currentPeriodStart, effectiveUsage } from './period.ts';

const d = (s: string) => new Date(`${s}T12:00:00Z`);

describe('currentPeriodStart', () => {
  it.each([
    ['2026-01-15', '2026-01-15', '2026-01-15'],
    ['2026-01-15', '2026-02-14', '2026-01-15'],
    ['2026-01-15', '2026-02-15', '2026-02-15'],
    ['2026-01-15', '2026-11-22', '2026-11-15'],
    ['2026-01-31', '2026-02-28', '2026-02-28'],
    ['2026-01-31', '2026-03-30', '2026-02-28'],
    ['2026-01-31', '2026-03-31', '2026-03-31'],
    ['2025-12-20', '2026-01-19', '2025-12-20'],
  ])('anchor %s, now %s → %s', (anchor, now, expected) => {
    expect(currentPeriodStart(d(anchor), d(now)).toISOString().slice(0, 10)).toBe(expected);
  });

  it('keeps the anchor when the clock is behind it', () => {
    expect(currentPeriodStart(d('2026-05-01'), d('2026-04-01'))).toEqual(d('2026-05-01'));
  });

  it('clamps to the last day of a short month', () => {
    expect(addMonths(d('2024-01-31'), 1).toISOString().slice(0, 10)).toBe('2024-02-29');
  });
});

describe('effectiveUsage', () => {
  it('counts the usage of the current month', () => {
    expect(effectiveUsage({ usageCount: 7, usagePeriodStart: d('2026-01-15') }, d('2026-02-14'))).toBe(7);
  });

  it('is zero once the month has rolled over, before the next spend resets the row', () => {
    expect(effectiveUsage({ usageCount: 7, usagePeriodStart: d('2026-01-15') }, d('2026-02-15'))).toBe(0);
  });
});
