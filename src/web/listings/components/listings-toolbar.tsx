import { Search, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ListingsQuery } from '#core/api/listings';
import { HEALTH_BANDS, type HealthBand } from '#core/health/bands';
import { OptionSelect } from '../../components/option-select.tsx';
import { Input } from '../../components/ui/input.tsx';
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

const BAND_OPTIONS: readonly { value: HealthBand | 'all'; label: string }[] = [
  { value: 'all', label: 'All health scores' },
  ...BAND_ORDER.map((b) => ({ value: b, label: HEALTH_BANDS[b].label })),
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
        <OptionSelect
          className="sm:w-44"
          label="Filter by health"
          value={band ?? 'all'}
          options={BAND_OPTIONS}
          onChange={(value) => onBandChange(value === 'all' ? null : value)}
        />
        <OptionSelect className="sm:w-48" label="Sort listings" value={sort} options={SORT_OPTIONS} onChange={onSortChange} />
      </div>
      {/* Toolbar actions slot: the file-import Upload button goes here. */}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
