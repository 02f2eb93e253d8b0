import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ImageOff, PackageSearch, Search } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { HEALTH_BANDS, healthBand } from '#core/health/bands';
import { plainLine } from '#core/text/plain-text';
import { paths } from '../../lib/paths.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { listingsQueryOptions } from '../api.ts';
import { ListingSkeletonSummary } from './listing-row-parts.tsx';

const PAGE_SIZE = 20;
/** Long enough to skip a request per keystroke, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 250;

function pickerQueryOptions(search: string) {
  return listingsQueryOptions({ page: 1, pageSize: PAGE_SIZE, search });
}

type Props = {
  /** Where a chosen listing leads, e.g. paths.optimize. */
  getHref(id: number): string;
  actionLabel: string;
};

/** Search the seller's listings by title or ASIN and pick one to work on. */
export function ListingPicker({ getHref, actionLabel }: Props) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const query = useQuery(pickerQueryOptions(search));

  function handleSearchChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  }

  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <div className="grid gap-4">
      <div className="relative">
        <label htmlFor="listing-search" className="sr-only">
          Search listings by title or ASIN
        </label>
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          id="listing-search"
          type="search"
          value={input}
          onChange={handleSearchChange}
          placeholder="Search by title or ASIN"
          className="h-11 pl-9"
          autoComplete="off"
        />
      </div>

      {query.isPending ? (
        <ul className="grid gap-2" aria-busy="true" aria-label="Loading listings">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="flex items-center gap-4 rounded-lg border p-3" data-testid="picker-skeleton">
              <ListingSkeletonSummary imageClassName="size-12" titleClassName="h-4 w-3/4" detailClassName="h-3 w-1/4" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-6 text-center text-sm">
          <p className="font-medium">We couldn't load your listings.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        search ? (
          <p className="text-muted-foreground rounded-lg border border-dashed p-8 text-center text-sm" role="status">
            No listings match “{search}”.
          </p>
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center" role="status">
            <span className="bg-primary/10 text-primary mb-4 flex size-12 items-center justify-center rounded-full">
              <PackageSearch className="size-6" aria-hidden="true" />
            </span>
            <p className="text-muted-foreground max-w-sm text-sm">
              No listings found. Connect your Amazon account to import listings
            </p>
            <Button asChild className="mt-5">
              <Link href={paths.dashboard}>Connect Amazon</Link>
            </Button>
          </div>
        )
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-2" aria-label="Listings">
            {items.map((listing) => {
              const band = HEALTH_BANDS[healthBand(listing.healthScore)];
              return (
                <li key={listing.id}>
                  <Link
                    href={getHref(listing.id)}
                    className="group bg-card hover:border-primary/50 hover:bg-accent/50 flex items-center gap-4 rounded-lg border p-3 transition-colors"
                  >
                    {listing.imageUrl ? (
                      <img
                        src={listing.imageUrl}
                        alt=""
                        className="size-12 shrink-0 rounded-md border bg-white object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <span className="bg-muted text-muted-foreground flex size-12 shrink-0 items-center justify-center rounded-md border">
                        <ImageOff className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <span className="grid min-w-0 flex-1 gap-1">
                      <span className="truncate text-sm font-medium">{plainLine(listing.title) || 'Untitled listing'}</span>
                      <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
                        <span className="font-mono">{listing.asin}</span>
                        <Badge variant={band.variant}>
                          {listing.healthScore === null ? band.label : `${listing.healthScore}/100 · ${band.label}`}
                        </Badge>
                      </span>
                    </span>
                    <span className="text-primary hidden items-center gap-1 text-sm font-medium sm:flex">
                      {actionLabel}
                      <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {total > items.length && (
            <p className="text-muted-foreground text-center text-xs">
              Showing {items.length} of {total}. Refine the search to find others.
            </p>
          )}
        </>
      )}
    </div>
  );
}
