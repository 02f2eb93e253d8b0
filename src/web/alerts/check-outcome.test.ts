import { describe, expect, it } from 'vitest';
import type { WatchStatus } from '#core/api/alerts';
import { checkOutcomeText } from './check-outcome.ts';

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

function status(regions: { opened: number; previousCheckedAt: string | null }[]): WatchStatus {
  return {
    intervalMinutes: 60,
    notifications: { live: false, lastNotificationAt: null },
    regions: regions.map((r, i) => ({
      region: ['NA', 'EU'][i]!,
      lastCheckedAt: '2026-12-04T10:50:00.000Z',
      checking: false,
      lastError: null,
      nextCheckAt: null,
      lastCheck: { opened: r.opened, resolved: 0, previousCheckedAt: r.previousCheckedAt },
    })),
  };
}

describe('checkOutcomeText', () => {
  it('counts the alerts the check opened, over every region', () => {
    expect(checkOutcomeText(status([{ opened: 1, previousCheckedAt: null }]), hhmm)).toBe('1 new alert');
    expect(
      checkOutcomeText(
        status([
          { opened: 1, previousCheckedAt: '2026-12-04T10:42:00.000Z' },
          { opened: 1, previousCheckedAt: null },
        ]),
        hhmm,
      ),
    ).toBe('2 new alerts');
  });

  it('says since when nothing changed: the earliest check before this one', () => {
    const text = checkOutcomeText(
      status([
        { opened: 0, previousCheckedAt: '2026-12-04T10:42:00.000Z' },
        { opened: 0, previousCheckedAt: '2026-12-04T09:15:00.000Z' },
      ]),
      hhmm,
    );
    expect(text).toBe('No change since 09:15');
  });

  it('counts resolved alerts when none is new', () => {
    const s = status([{ opened: 0, previousCheckedAt: '2026-12-04T10:42:00.000Z' }]);
    s.regions[0]!.lastCheck.resolved = 2;
    expect(checkOutcomeText(s, hhmm)).toBe('2 alerts resolved');
  });

  it('has no earlier check to compare the first one with', () => {
    expect(checkOutcomeText(status([{ opened: 0, previousCheckedAt: null }]), hhmm)).toBe('No new alerts');
  });
});
