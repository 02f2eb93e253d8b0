import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

type Props = { page: number; pageSize: number; total: number; onPageChange(page: number): void; isDisabled?: boolean };

/** 'Showing 26–50 of 312' with Previous / Page x of y / Next. */
export function ListingsPagination({ page, pageSize, total, onPageChange, isDisabled = false }: Props) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t px-4 py-3 text-sm sm:flex-row"
    >
      <p className="text-muted-foreground tabular-nums" data-testid="listings-range">
        Showing {from.toLocaleString()}–{to.toLocaleString()} of {total.toLocaleString()}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={isDisabled || page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="px-2 tabular-nums" aria-live="polite" data-testid="listings-page">
          Page {page} of {pageCount}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={isDisabled || page >= pageCount}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
