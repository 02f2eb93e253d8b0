import { useQuery } from '@tanstack/react-query';
import { Loader2, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isNotFoundError } from '../../lib/api-client.ts';
import { ListingNotFound } from '../../components/listing-not-found.tsx';
import { paths } from '../../lib/paths.ts';
import { listingQueryOptions } from '../../listings/index.ts';
import { listingPerformanceQueryOptions, useRefreshPerformance } from '../api.ts';
import { BeforeAfterCard } from '../components/before-after-card.tsx';
import { DataSourceNote } from '../components/data-source-note.tsx';
import { ExportPerformanceButton } from '../components/export-performance-button.tsx';
import { SearchWeeks } from '../components/search-weeks.tsx';
import { TotalsTiles } from '../components/totals-tiles.tsx';

// Recharts is loaded only when a chart is on screen.
const PerformanceCharts = lazy(async () => ({
  default: (await import('../components/performance-chart.tsx')).PerformanceCharts,
}));

/** A listing's sales and traffic, and what each push did. */
export function PerformancePage() {
  const params = useParams<{ id: string }>();
  const listingId = Number(params.id);
  const listing = useQuery(listingQueryOptions(listingId));
  const perf = useQuery(listingPerformanceQueryOptions(listingId));
  const refresh = useRefreshPerformance();

  if (perf.isPending) return <PageLoading />;
  if (perf.isError && isNotFoundError(perf.error)) return <ListingNotFound />;
  if (perf.isError)
    return (
      <LoadError
        className="p-8"
        message="We couldn't load this listing's performance."
        onRetry={() => void perf.refetch()}
        isRetrying={perf.isFetching}
      />
    );
  const data = perf.data;
  const pushNumber = new Map(data.pushes.map((p, i) => [p.versionId, i + 1]));

  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Performance</h1>
          <p className="text-muted-foreground mt-1 truncate text-sm">{listing.data?.title ?? data.asin}</p>
          <p className="mt-1 text-sm">
            <Link href={paths.optimize(listingId)} className="text-primary underline-offset-4 hover:underline">
              Back to Optimize
            </Link>
          </p>
        </div>
        <div className="flex gap-2">
          <ExportPerformanceButton listingId={listingId} />
          <Button
            size="sm"
            onClick={() =>
              refresh.mutate(undefined, {
                onSuccess: (r) => toast({ title: r.message }),
                onError: (error) =>
                  toast({
                    title: 'Refresh failed',
                    description: errorMessage(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              })
            }
            disabled={refresh.isPending}
          >
            {refresh.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        </div>
      </div>

      <DataSourceNote source={data.source} demo={data.demo} freshness={data.freshness ? [data.freshness] : []} />

      <section aria-label="Last 90 days" className="grid grid-cols-1 gap-3">
        <h2 className="text-lg font-semibold">Last 90 days</h2>
        {data.totals && <TotalsTiles totals={data.totals} freshness={data.freshness ? [data.freshness] : []} label="Totals" />}
        {data.days.length === 0 ? (
          <p className="text-muted-foreground text-sm">No sales and traffic figures for this listing yet.</p>
        ) : (
          <Suspense fallback={<PageLoading />}>
            <PerformanceCharts data={data} />
          </Suspense>
        )}
        {data.pushes.length > 0 && (
          <ul className="text-muted-foreground flex flex-wrap gap-3 text-xs" aria-label="Pushed versions">
            {data.pushes.map((p, i) => (
              <li key={p.versionId} data-testid="push-marker">
                Push {i + 1}: {p.day}
                {p.healthScore !== null ? ` (health ${p.healthScore})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Before and after each push" className="grid grid-cols-1 gap-3">
        <h2 className="text-lg font-semibold">Before and after each push</h2>
        {data.cards.length === 0 ? (
          <p className="text-muted-foreground text-sm">No push of this listing to Amazon yet.</p>
        ) : (
          data.cards.map((c) => <BeforeAfterCard key={c.versionId} card={c} index={pushNumber.get(c.versionId) ?? 0} />)
        )}
      </section>

      <SearchWeeks search={data.search} demo={data.demo} freshness={data.freshness} />
    </div>
  );
}
