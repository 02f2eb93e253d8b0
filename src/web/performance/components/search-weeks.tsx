import type { ListingPerformance, PerformanceFreshness } from '#core/api/performance';
import { Badge } from '../../components/ui/badge.tsx';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Impressions, clicks and purchases from Amazon search, by week: Brand Analytics figures, so only
 * brand owners have them; anyone else is told why instead of seeing an empty table.
 */
export function SearchWeeks({
  search,
  demo,
  freshness,
}: {
  search: ListingPerformance['search'];
  demo: boolean;
  freshness: PerformanceFreshness | null;
}) {
  const weeks = search.weeks;
  return (
    <section aria-label="From search, by week" className="grid grid-cols-1 gap-3">
      <h2 className="text-lg font-semibold">From search, by week</h2>
      <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
        {demo && <Badge variant="secondary">Demo data</Badge>}
        <span>
          Source: {search.source}
          {weeks.length > 0 ? `, weeks up to the one starting ${weeks.at(-1)!.weekStart}.` : '.'}
        </span>
      </p>
      {weeks.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="search-weeks-empty">
          {freshness?.status === 'role_missing'
            ? "Search figures come from Amazon's Brand Analytics, which this connection cannot read (see above)."
            : 'No weekly search figures for this listing yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="search-weeks">
            <thead className="text-muted-foreground text-left">
              <tr>
                <th className="py-1 pr-4 font-normal">Week starting</th>
                <th className="py-1 pr-4 text-right font-normal">Impressions</th>
                <th className="py-1 pr-4 text-right font-normal">Clicks</th>
                <th className="py-1 pr-4 text-right font-normal">Cart adds</th>
                <th className="py-1 text-right font-normal">Purchases</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart} className="border-t">
                  <td className="py-1 pr-4">{w.weekStart}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{count(w.impressions)}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{count(w.clicks)}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{count(w.cartAdds)}</td>
                  <td className="py-1 text-right tabular-nums">{count(w.purchases)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
