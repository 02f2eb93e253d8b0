import { useQuery } from '@tanstack/react-query';
import { Archive, FilterX, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { HealthBandFilterSchema } from '#core/api/listings';
import type { HealthBand } from '#core/health/bands';
import { useListingsSync, ConnectAmazonButton, SyncButton } from '../../amazon/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { cn } from '../../lib/cn.ts';
import { ExportCsvButton, ImportListingsButton } from '../../imports/index.ts';
import { BatchOptimizeButton } from '../../batch/index.ts';
import { LISTINGS_PAGE_SIZE, listingsQueryOptions } from '../api.ts';
import { DeleteListingsButton } from '../components/delete-listings-dialog.tsx';
import { ListingsPagination } from '../components/listings-pagination.tsx';
import { ListingsTable } from '../components/listings-table.tsx';
import { ListingsToolbar, SORT_OPTIONS, type ListingsSort } from '../components/listings-toolbar.tsx';

const DEFAULT_SORT: ListingsSort = 'updated';

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function readSort(value: string | null): ListingsSort {
  return SORT_OPTIONS.find((o) => o.value === value)?.value ?? DEFAULT_SORT;
}

type View = 'current' | 'archived';

/**
 * My Listings: the seller's listings with health scores, server-side paged, searchable and
 * filterable. The Archived tab holds the listings of seller accounts that are no longer
 * connected: read-only, exportable and deletable.
 */
export function ListingsPage() {
  // Filters live in the URL so Back, reloads and links (a dashboard band → ?band=poor) keep them.
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const search = params.get('search') ?? '';
  const band = HealthBandFilterSchema.safeParse(params.get('band')).data ?? null;
  const sort = readSort(params.get('sort'));
  const view: View = params.get('view') === 'archived' ? 'archived' : 'current';
  const isArchive = view === 'archived';
  const sync = useListingsSync();
  // Bumped by 'Clear filters' so the toolbar's own search box empties too.
  const [toolbarKey, setToolbarKey] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const query = useQuery(
    listingsQueryOptions({
      page,
      pageSize: LISTINGS_PAGE_SIZE,
      search: search || undefined,
      band: band ?? undefined,
      sort,
      view: isArchive ? 'archived' : undefined,
    }),
  );

  function updateParams(next: { page?: number; search?: string; band?: HealthBand | null; sort?: ListingsSort; view?: View }) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        const set = (key: string, value: string | null) => (value ? p.set(key, value) : p.delete(key));
        if (next.view !== undefined) set('view', next.view === 'archived' ? 'archived' : null);
        if (next.search !== undefined) set('search', next.search);
        if (next.band !== undefined) set('band', next.band);
        if (next.sort !== undefined) set('sort', next.sort === DEFAULT_SORT ? null : next.sort);
        // Any filter change starts again at page 1.
        set('page', next.page && next.page > 1 ? String(next.page) : null);
        return p;
      },
      { replace: next.page === undefined },
    );
  }

  const data = query.data;
  const isFiltered = search !== '' || band !== null;
  const isEmpty = data !== undefined && data.total === 0;

  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Listings</h1>
          <p className="text-muted-foreground mt-1 text-sm">
            {isArchive
              ? 'Listings of Amazon seller accounts that are no longer connected. They are read-only: export or delete them. Connecting that account again brings them back.'
              : data && !isFiltered && data.total > 0
                ? `${data.total.toLocaleString()} ${data.total === 1 ? 'listing' : 'listings'} in your workspace. Pick one to optimize.`
                : 'Review health scores and pick listings to optimize.'}
          </p>
        </div>
        <SyncButton sync={sync} label="Sync from Amazon" className="sm:min-w-48" />
      </div>

      {/* Two views of one table, switched in place: buttons with aria-pressed, no tab panels to point at. */}
      <div
        role="group"
        aria-label="Listings view"
        className="bg-muted text-muted-foreground inline-flex h-10 w-full items-center rounded-md p-1 sm:w-auto sm:self-start"
      >
        {(['current', 'archived'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => {
              if (v === view) return;
              setSelected(new Set());
              updateParams({ view: v });
            }}
            className={cn(
              'focus-visible:outline-ring inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all focus-visible:outline-2',
              view === v && 'bg-card text-foreground shadow-sm',
            )}
          >
            {v === 'archived' && <Archive className="size-4" aria-hidden="true" />}
            {v === 'archived' ? 'Archived' : 'Listings'}
          </button>
        ))}
      </div>

      <ListingsToolbar
        key={toolbarKey}
        search={search}
        band={band}
        sort={sort}
        onSearchChange={(value) => updateParams({ search: value })}
        onBandChange={(value) => updateParams({ band: value })}
        onSortChange={(value) => updateParams({ sort: value })}
        actions={
          isArchive ? (
            <>
              <ExportCsvButton view="archived" />
              {data && data.total > 0 && !isFiltered && (
                <DeleteListingsButton target={{ kind: 'archived', count: data.total }} size="default" />
              )}
            </>
          ) : (
            <>
              {/* File import and export (src/web/imports). */}
              <ImportListingsButton />
              <ExportCsvButton />
              {selected.size > 0 && <BatchOptimizeButton listingIds={[...selected]} />}
            </>
          )
        }
      />

      <Card className="overflow-hidden">
        {query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center text-sm">
            <p className="font-medium">We couldn't load your listings.</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : isEmpty && isFiltered ? (
          <EmptyState
            icon={FilterX}
            className="py-14"
            title="No listings match your filters"
            description="Try a different title, SKU or ASIN, or show all health scores."
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                updateParams({ search: '', band: null });
                setToolbarKey((k) => k + 1);
              }}
            >
              Clear filters
            </Button>
          </EmptyState>
        ) : isEmpty && isArchive ? (
          <EmptyState
            icon={Archive}
            className="py-14"
            title="No archived listings"
            description="When you connect a different Amazon seller account, the listings of the previous one are kept here."
          />
        ) : isEmpty ? (
          <div className="flex flex-col items-center gap-4 px-6 py-16 text-center" role="status">
            <span className="bg-primary/10 text-primary flex size-14 items-center justify-center rounded-full">
              <PackageSearch className="size-7" aria-hidden="true" />
            </span>
            <p className="text-muted-foreground max-w-sm text-sm">
              No listings found. Connect your Amazon account to import listings
            </p>
            <div className="flex flex-wrap items-start justify-center gap-2">
              {!sync.isConnected && <ConnectAmazonButton size="default" whenConnected="disabled" />}
              <SyncButton sync={sync} label="Sync from Amazon" variant={sync.isConnected ? 'default' : 'outline'} />
            </div>
          </div>
        ) : (
          <>
            <ListingsTable
              listings={data?.items}
              isLoading={query.isPending}
              isFetching={query.isPlaceholderData}
              selection={isArchive ? undefined : { ids: selected, onChange: setSelected }}
            />
            {data && (
              <ListingsPagination
                page={Math.min(page, Math.max(1, Math.ceil(data.total / LISTINGS_PAGE_SIZE)))}
                pageSize={LISTINGS_PAGE_SIZE}
                total={data.total}
                isDisabled={query.isPlaceholderData}
                onPageChange={(next) => updateParams({ page: next })}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
