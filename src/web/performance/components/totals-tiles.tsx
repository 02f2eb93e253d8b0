import type { PerformanceFreshness, PerformanceTotals } from '#core/api/performance';
import { money, pct } from '../format.ts';

/**
 * The 90-day totals as tiles, at once: they come from one Amazon report over the whole range, while
 * the daily detail (the chart, before/after) fills in one day a minute. Says which detail is coming.
 */
export function TotalsTiles({
  totals,
  freshness,
  label = 'Last 90 days',
}: {
  totals: PerformanceTotals;
  freshness: readonly PerformanceFreshness[];
  label?: string;
}) {
  const backfill = freshness.find((f) => f.marketplaceId === totals.marketplaceId)?.backfill ?? null;
  const tiles = [
    ['Sessions', totals.sessions.toLocaleString()],
    ['Units ordered', totals.unitsOrdered.toLocaleString()],
    ['Sales', money(totals.sales, totals.currency)],
    ['Conversion', pct(totals.conversion)],
  ] as const;
  return (
    <div className="grid min-w-0 gap-2" data-testid="totals-tiles">
      <p className="text-sm font-medium">
        {label}: {totals.from} to {totals.to}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map(([name, value]) => (
          <li key={name} className="min-w-0 rounded-md border p-2" data-testid={`total-${name}`}>
            <span className="block truncate text-xl font-semibold">{value}</span>
            <span className="text-muted-foreground text-xs">{name}</span>
          </li>
        ))}
      </ul>
      {!totals.dailyComplete && (
        <p className="text-muted-foreground text-xs" data-testid="totals-coming">
          Totals from one Amazon report for the whole range. Still coming: the day-by-day figures
          {backfill ? ` (${backfill.imported} of ${backfill.of} days in)` : ''}, and with them the chart and the before and after
          of each push.
        </p>
      )}
    </div>
  );
}
