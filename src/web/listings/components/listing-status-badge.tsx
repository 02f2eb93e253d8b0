import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { formatStatus } from './listing-text.ts';

const DOT: Record<string, string> = {
  ACTIVE: 'bg-success',
  BUYABLE: 'bg-success',
  INACTIVE: 'bg-muted-foreground',
  INCOMPLETE: 'bg-warning',
  SUPPRESSED: 'bg-destructive',
  SEARCH_SUPPRESSED: 'bg-destructive',
};

/** The listing's Amazon status as a neutral pill with a coloured dot. */
export function ListingStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn('font-medium whitespace-nowrap', className)}>
      <span className={cn('size-1.5 rounded-full', DOT[status.toUpperCase()] ?? 'bg-muted-foreground')} aria-hidden="true" />
      {formatStatus(status)}
    </Badge>
  );
}
