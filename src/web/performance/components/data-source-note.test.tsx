// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PerformanceFreshness } from '#core/api/performance';
import { DataSourceNote } from './data-source-note.tsx';

afterEach(cleanup);

const freshness = (marketplaceId: string, patch: Partial<PerformanceFreshness>): PerformanceFreshness => ({
  marketplaceId,
  status: 'running',
  lastDay: '2026-11-28',
  backfill: { imported: 12, of: 90 },
  checkedAt: '2026-11-29T03:00:00.000Z',
  succeededAt: null,
  message: null,
  ...patch,
});

describe('DataSourceNote', () => {
  it('says how far the newest-first backfill has come, by the marketplace furthest behind', () => {
    render(
      <DataSourceNote
        source="Amazon"
        demo={false}
        freshness={[
          freshness('ATVPDKIKX0DER', { backfill: { imported: 40, of: 90 } }),
          freshness('A2EUQ1WTGCTBG2', { backfill: { imported: 12, of: 90 } }),
        ]}
      />,
    );
    expect(screen.getByTestId('backfill-progress').textContent).toBe('Imported 12 of 90 days, newest first.');
    expect(screen.getByTestId('data-source').textContent).toContain('Figures up to 2026-11-28');
  });

  it('says nothing of the backfill once every day is in', () => {
    render(
      <DataSourceNote
        source="Amazon"
        demo={false}
        freshness={[freshness('ATVPDKIKX0DER', { status: 'ok', backfill: { imported: 90, of: 90 } })]}
      />,
    );
    expect(screen.queryByTestId('backfill-progress')).toBeNull();
  });
});
