import { Search, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ListingsQuery } from '#core/api/listings';
import { HEALTH_BANDS, type HealthBand } from '#core/health/bands';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { BAND_ORDER } from '../api.ts';

/** Long enough to skip a request per keystroke, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

export type ListingsSort = NonNullable<ListingsQuery['sort']>;

export const SORT_OPTIONS: readonly { value: ListingsSort; label: string }[] = [
  { value: 'updated', label: 'Recently updated' },
  { value: 'score_asc', label: 'Score: low to high' },
  { value: 'score_desc', label: 'Score: high to low' },
  { value: 'title', label: 'Title A–Z' },
];

type Props = {
  search: string;
  band: HealthBand | null;
  sort: ListingsSort;
  onSearchChange(search: string): void;
  onBandChange(band: HealthBand | null): void;
  onSortChange(sort: ListingsSort): void;
  /** Extra actions at the end of the toolbar (e.g. a file upload). */
  actions?: ReactNode;
};

/** Search (title, SKU, ASIN; debounced), band filter and sort for My Listings. */
export function ListingsToolbar({ search, band, sort, onSearchChange, onBandChange, onSortChange, actions }: Props) {
  const [input, setInput] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function handleSearchInput(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearchChange(value.trim()), SEARCH_DEBOUNCE_MS);
  }

  function handleClear() {
    clearTimeout(timer.current);
    setInput('');
    onSearchChange('');
  }

  return (
    <div className="flex flex-wrap items-center gap-3" role="search" aria-label="Filter listings">
      <div className="relative min-w-0 flex-[1_1_16rem]">
        <label htmlFor="listings-search" className="sr-only">
          Search listings by title, SKU or ASIN
        </label>
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          id="listings-search"
          type="search"
          value={input}
          onChange={handleSearchInput}
          placeholder="Search by title, SKU or ASIN"
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
        {input && (
          <button
            type="button"
            onClick={handleClear}
            className="text-muted-foreground hover:text-foreground absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer rounded-sm p-1"
            aria-label="Clear search"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:items-center">
        <Select value={band ?? 'all'} onValueChange={(value) => onBandChange(value === 'all' ? null : (value as HealthBand))}>
          <SelectTrigger className="sm:w-44" aria-label="Filter by health">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All health scores</SelectItem>
            {BAND_ORDER.map((b) => (
              <SelectItem key={b} value={b}>
                {HEALTH_BANDS[b].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={sort} onValueChange={(value) => onSortChange(value as ListingsSort)}>
          <SelectTrigger className="sm:w-48" aria-label="Sort listings">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORT_OPTIONS.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* Toolbar actions slot: the file-import Upload button goes here. */}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
