import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { paths } from '../../lib/paths.ts';
import { performanceSummaryQueryOptions } from '../api.ts';
import { interval, points } from '../format.ts';
import { DataSourceNote } from './data-source-note.tsx';
import { ExportPerformanceButton } from './export-performance-button.tsx';
import { TotalsTiles } from './totals-tiles.tsx';

const ORDER = ['Conversion up', 'Conversion down', 'No clear change', 'Too early to tell'] as const;

/** The dashboard's "What your changes did": the listings pushed in the last 90 days and how each went. */
export function ChangesCard() {
  const summary = useQuery(performanceSummaryQueryOptions());
  const data = summary.data;
  return (
    <Card data-testid="changes-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>What your changes did</CardTitle>
        <ExportPerformanceButton label="Export daily CSV" />
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {summary.isPending && <p className="text-muted-foreground">Loading…</p>}
        {summary.isError && <p role="alert">We couldn't load what your changes did.</p>}
        {data?.totals.map((t) => (
          <TotalsTiles
            key={`${t.marketplaceId} ${t.currency}`}
            totals={t}
            freshness={data.freshness}
            label="All listings, last 90 days"
          />
        ))}
        {data && data.listings.length === 0 && (
          // Before any push there is nothing to compare: four zero tiles would read as four results.
          <div className="grid gap-1" data-testid="changes-empty">
            <p className="font-medium">No listing pushed to Amazon in the last 90 days.</p>
            <p className="text-muted-foreground">
              After you save a change to Amazon, this card compares each listing's conversion before and after it.
            </p>
          </div>
        )}
        {data && data.listings.length > 0 && (
          <>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {ORDER.map((v) => (
                <li key={v} className="rounded-md border p-2" data-testid={`count-${v}`}>
                  <span className="block text-xl font-semibold">{data.counts[v]}</span>
                  <span className="text-muted-foreground text-xs">{v}</span>
                </li>
              ))}
            </ul>
            <p data-testid="weighted-change">
              Change in conversion, weighted by sessions: {points(data.weightedChange)}
              {data.interval ? ` (95% interval ${interval(data.interval)})` : ''}
            </p>
            <ul className="grid gap-1">
              {data.listings.slice(0, 8).map((l) => (
                <li key={l.listingId} className="flex justify-between gap-2">
                  <Link
                    href={paths.performance(l.listingId)}
                    className="text-primary truncate underline-offset-4 hover:underline"
                  >
                    {l.title || `Listing ${l.listingId}`}
                  </Link>
                  <span className="text-muted-foreground shrink-0">{l.verdict}</span>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground text-xs">Seasonality, price and ads also move these figures.</p>
          </>
        )}
        {data && <DataSourceNote source={data.source} demo={data.demo} freshness={data.freshness} />}
      </CardContent>
    </Card>
  );
}
