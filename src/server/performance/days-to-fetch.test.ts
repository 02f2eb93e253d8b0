import { describe, expect, it } from 'vitest';
import { dayNumber, dayString } from '#core/performance/before-after';
import { BACKFILL_DAYS, daysToFetch, REVISION_DAYS } from './import-job.ts';

const today = dayNumber('2026-11-29T10:00:00Z');
const days = (ranges: { from: number; to: number }[]) => ranges.map((r) => [dayString(r.from), dayString(r.to)]);

describe('daysToFetch', () => {
  it('starts the first import at yesterday and goes back 90 days', () => {
    expect(days(daysToFetch({ lastDay: null, firstDay: null }, today))).toEqual([
      ['2026-11-28', dayString(today - BACKFILL_DAYS)],
    ]);
  });

  it('brings the new days first, then goes on with a backfill left half-way', () => {
    const ranges = daysToFetch({ lastDay: '2026-11-25', firstDay: '2026-11-10' }, today);
    expect(days(ranges)).toEqual([
      ['2026-11-28', dayString(dayNumber('2026-11-25') + 1 - REVISION_DAYS)],
      ['2026-11-09', dayString(today - BACKFILL_DAYS)],
    ]);
  });

  it('only revises the recent days once the backfill is whole, or was made oldest day first', () => {
    const revise = [['2026-11-28', dayString(dayNumber('2026-11-28') + 1 - REVISION_DAYS)]];
    expect(days(daysToFetch({ lastDay: '2026-11-28', firstDay: dayString(today - BACKFILL_DAYS) }, today))).toEqual(revise);
    expect(days(daysToFetch({ lastDay: '2026-11-28', firstDay: null }, today))).toEqual(revise);
  });
});
