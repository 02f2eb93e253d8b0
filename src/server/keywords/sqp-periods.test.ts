import { describe, expect, it } from 'vitest';
import { ageInDays, asinBatches, latestCompleteWeek, weekTimes } from './sqp-periods.ts';

describe('SQP periods', () => {
  it('is the last Sunday–Saturday week that is over', () => {
    // Friday 2026-11-27: the week of Sunday 2026-11-15 to Saturday 2026-11-21.
    expect(latestCompleteWeek(new Date('2026-11-27T16:00:00Z'))).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    // On the Sunday right after, the week that ended yesterday is complete.
    expect(latestCompleteWeek(new Date('2026-11-22T00:00:01Z'))).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    // Saturday itself is not over yet.
    expect(latestCompleteWeek(new Date('2026-11-21T23:59:59Z'))).toEqual({ start: '2026-11-08', end: '2026-11-14' });
    const week = latestCompleteWeek(new Date('2027-01-02T12:00:00Z'));
    expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(new Date(`${week.end}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(weekTimes(week)).toEqual({ dataStartTime: '2026-12-20T00:00:00Z', dataEndTime: '2026-12-26T23:59:59Z' });
  });

  it('counts the age of a week from its end', () => {
    expect(ageInDays('2026-11-21', new Date('2026-11-22T10:00:00Z'))).toBe(0);
    expect(ageInDays('2026-11-14', new Date('2026-11-27T10:00:00Z'))).toBe(12);
  });

  it('fills each asin option up to 200 characters', () => {
    const asins = Array.from({ length: 40 }, (_, i) => `B0${String(i).padStart(8, '0')}`);
    const batches = asinBatches(asins);
    expect(batches.map((b) => b.split(' ').length)).toEqual([18, 18, 4]);
    expect(batches.every((b) => b.length <= 200)).toBe(true);
    expect(batches.join(' ').split(' ')).toEqual(asins);
  });
});
