import { describe, expect, it } from 'vitest';
import { beforeAfter, dayNumber, dayString, summariseChanges, type DailyFigures } from './before-after.ts';

/** Days from..to (inclusive) with the same sessions and units each day. */
function days(from: string, to: string, sessions: number, units: number): DailyFigures[] {
  const out: DailyFigures[] = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) out.push({ day: dayString(d), sessions, units });
  return out;
}

const push = { versionId: 7, day: '2026-03-15' };
// 14 days before at 5% (1,400 sessions, 70 units), the push day itself, 14 days after at 8% (1,400, 112).
const rows = [
  ...days('2026-03-01', '2026-03-14', 100, 5),
  { day: '2026-03-15', sessions: 999, units: 999 },
  ...days('2026-03-16', '2026-03-29', 100, 8),
];

describe('beforeAfter', () => {
  it('compares equal windows either side of the push day, leaving the day out', () => {
    const r = beforeAfter(rows, push, [], '2026-03-29', '2026-03-30');
    expect(r.days).toBe(14);
    expect(r.before).toEqual({ from: '2026-03-01', to: '2026-03-14', sessions: 1400, units: 70, conversion: 0.05 });
    expect(r.after).toEqual({ from: '2026-03-16', to: '2026-03-29', sessions: 1400, units: 112, conversion: 0.08 });
    expect(r.sessionsChange).toBe(0);
    expect(r.conversionChange).toBeCloseTo(0.03, 10);
    // SE = sqrt(0.05·0.95/1400 + 0.08·0.92/1400) = sqrt(0.0000865) = 0.0093005; ×1.96 = 0.0182287.
    expect(r.standardError).toBeCloseTo(0.0093005, 6);
    expect(r.interval![0]).toBeCloseTo(0.0117713, 6);
    expect(r.interval![1]).toBeCloseTo(0.0482287, 6);
    expect(r.verdict).toBe('Conversion up');
  });

  it('says too early before 14 days have passed, whatever the interval', () => {
    const r = beforeAfter(rows, push, [], '2026-03-24', '2026-03-25');
    expect(r.days).toBe(9);
    expect(r.daysSincePush).toBe(10);
    expect(r.verdict).toBe('Too early to tell');
  });

  it('says too early while a window has fewer than 100 sessions', () => {
    const thin = [...days('2026-03-01', '2026-03-14', 7, 1), ...days('2026-03-16', '2026-03-29', 7, 0)];
    const r = beforeAfter(thin, push, [], '2026-03-29', '2026-04-10');
    expect(r.before.sessions).toBe(98);
    expect(r.verdict).toBe('Too early to tell');
  });

  it('handles zero sessions: no conversion, no change, no interval', () => {
    const none = days('2026-03-01', '2026-03-29', 0, 0);
    const r = beforeAfter(none, push, [], '2026-03-29', '2026-04-30');
    expect(r.before.conversion).toBeNull();
    expect(r.sessionsChange).toBeNull();
    expect(r.conversionChange).toBeNull();
    expect(r.interval).toBeNull();
    expect(r.verdict).toBe('Too early to tell');
  });

  it('counts missing days as days without sessions', () => {
    const gappy = rows.filter((r) => r.day !== '2026-03-16');
    expect(beforeAfter(gappy, push, [], '2026-03-29', '2026-03-30').after.sessions).toBe(1300);
  });

  it('finds no clear change when the interval spans zero, and a fall when it lies below', () => {
    const flat = [...days('2026-03-01', '2026-03-14', 100, 5), ...days('2026-03-16', '2026-03-29', 100, 5)];
    const same = beforeAfter(flat, push, [], '2026-03-29', '2026-03-30');
    expect(same.conversionChange).toBe(0);
    expect(same.verdict).toBe('No clear change');
    const fall = [...days('2026-03-01', '2026-03-14', 100, 8), ...days('2026-03-16', '2026-03-29', 100, 5)];
    expect(beforeAfter(fall, push, [], '2026-03-29', '2026-03-30').verdict).toBe('Conversion down');
  });

  it('cuts both windows at a second push and names it', () => {
    const second = { versionId: 9, day: '2026-03-20' };
    const r = beforeAfter(rows, push, [push, second], '2026-03-29', '2026-04-30');
    expect(r.days).toBe(4);
    expect(r.before.from).toBe('2026-03-11');
    expect(r.after.to).toBe('2026-03-19');
    expect(r.cutBy).toEqual([second]);
    // Judged on the short windows: 400 sessions a side, SE = sqrt(0.0475/400 + 0.0736/400) = 0.0174,
    // so +0.03 ± 0.0341 spans zero.
    expect(r.verdict).toBe('No clear change');
  });

  it('cuts the window before the push at the previous push', () => {
    const earlier = { versionId: 3, day: '2026-03-12' };
    const r = beforeAfter(rows, push, [earlier], '2026-03-29', '2026-04-30');
    expect(r.days).toBe(2);
    expect(r.before).toMatchObject({ from: '2026-03-13', to: '2026-03-14', sessions: 200 });
    expect(r.cutBy).toEqual([earlier]);
  });

  it('caps each window at 28 days', () => {
    const long = [...days('2026-01-01', '2026-03-14', 100, 5), ...days('2026-03-16', '2026-06-01', 100, 8)];
    expect(beforeAfter(long, push, [], '2026-06-01', '2026-06-02').days).toBe(28);
  });
});

describe('summariseChanges', () => {
  it('counts verdicts and weights each change in conversion by the listing’s sessions', () => {
    const up = beforeAfter(rows, push, [], '2026-03-29', '2026-03-30'); // +0.03 on 2,800 sessions
    const flat = beforeAfter(
      [...days('2026-03-01', '2026-03-14', 50, 5), ...days('2026-03-16', '2026-03-29', 50, 5)],
      push,
      [],
      '2026-03-29',
      '2026-03-30',
    ); // 0 on 1,400 sessions
    const early = beforeAfter(rows, push, [], '2026-03-20', '2026-03-21');
    const s = summariseChanges([up, flat, early]);
    expect(s.counts).toEqual({ 'Too early to tell': 1, 'Conversion up': 1, 'Conversion down': 0, 'No clear change': 1 });
    // (2800·0.03 + 1400·0) / 4200 = 0.02
    expect(s.weightedChange).toBeCloseTo(0.02, 10);
    // SE = sqrt((2/3)²·0.0093005² + (1/3)²·SE_flat²), SE_flat = sqrt(2·0.1·0.9/700) = 0.0160357
    const se = Math.sqrt((4 / 9) * 0.0093005 ** 2 + (1 / 9) * 0.0160357 ** 2);
    expect(s.interval![0]).toBeCloseTo(0.02 - 1.959964 * se, 5);
    expect(s.interval![1]).toBeCloseTo(0.02 + 1.959964 * se, 5);
  });

  it('has no change without any judged listing', () => {
    expect(summariseChanges([])).toMatchObject({ weightedChange: null, interval: null });
  });
});
