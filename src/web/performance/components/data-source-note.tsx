import type { PerformanceFreshness } from '#core/api/performance';
import { Badge } from '../../components/ui/badge.tsx';
import { age } from '../format.ts';

/** Where the figures come from and how old they are; emulator figures say "Demo data". */
export function DataSourceNote({
  source,
  demo,
  freshness,
}: {
  source: string;
  demo: boolean;
  freshness: readonly PerformanceFreshness[];
}) {
  const lastDays = freshness.map((f) => f.lastDay).filter((d): d is string => d !== null);
  const newest = lastDays.sort().at(-1) ?? null;
  const checked =
    freshness
      .map((f) => f.succeededAt ?? f.checkedAt)
      .sort()
      .at(-1) ?? null;
  const notes = freshness.filter((f) => f.message);
  // The marketplace furthest behind says how far the backfill has come, while it has days to go.
  const backfill =
    freshness
      .map((f) => f.backfill)
      .filter((b): b is { imported: number; of: number } => b !== null && b.imported < b.of)
      .sort((a, b) => a.imported - b.imported)[0] ?? null;
  return (
    <div className="text-muted-foreground grid gap-1 text-xs" data-testid="data-source">
      <p className="flex flex-wrap items-center gap-2">
        {demo && (
          <Badge variant="secondary" data-testid="demo-data">
            Demo data
          </Badge>
        )}
        <span>
          Source: {source}
          {demo ? ' — synthetic figures from the Amazon emulator' : ''}.{' '}
          {newest ? `Figures up to ${newest}, imported ${age(checked)}.` : 'No figures imported yet.'}
        </span>
      </p>
      {freshness.some((f) => f.status === 'running') && <p>Importing the latest figures from Amazon…</p>}
      {backfill && <p data-testid="backfill-progress">{`Imported ${backfill.imported} of ${backfill.of} days, newest first.`}</p>}
      {notes.map((f) => (
        <p key={f.marketplaceId} role="status" className={f.status === 'role_missing' ? 'text-foreground' : undefined}>
          {f.message}
        </p>
      ))}
    </div>
  );
}
