import { BarChart3 } from 'lucide-react';
import { Link } from 'wouter';
import { HEALTH_BANDS, type HealthBand } from '#core/health/bands';
import { paths } from '../../lib/paths.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { BAND_ORDER } from '../../listings/index.ts';

const FILL: Record<HealthBand, string> = {
  optimized: 'fill-success',
  good: 'fill-success/60',
  needs_work: 'fill-warning',
  poor: 'fill-destructive',
  not_analyzed: 'fill-muted-foreground/40',
};

const RANGE: Record<HealthBand, string> = {
  optimized: '80–100',
  good: '60–79',
  needs_work: '40–59',
  poor: '0–39',
  not_analyzed: 'No score',
};

type Props = {
  /** Undefined while loading, or for good when the load failed (`isUnavailable`). */
  bands: Record<HealthBand, number> | undefined;
  total: number;
  isUnavailable: boolean;
};

function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/**
 * Listings per health band as SVG bars. Each visible bar is the link to that band's listings, so
 * keyboard users tab onto what they see; a screen-reader table carries the same numbers, without links.
 */
export function HealthDistributionChart({ bands, total, isUnavailable }: Props) {
  const max = bands ? Math.max(1, ...BAND_ORDER.map((b) => bands[b])) : 1;
  return (
    <Card className="flex flex-col" data-testid="health-distribution">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Health Score Distribution</CardTitle>
          <CardDescription>How your listings score across the health bands.</CardDescription>
        </div>
        <span className="bg-muted text-muted-foreground flex size-9 shrink-0 items-center justify-center rounded-lg">
          <BarChart3 className="size-4.5" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent className="flex-1">
        {!bands ? (
          isUnavailable ? (
            <p className="text-muted-foreground flex h-full min-h-40 items-center justify-center rounded-lg border border-dashed text-center text-sm">
              The score distribution couldn't be loaded.
            </p>
          ) : (
            <div className="grid gap-4" aria-busy="true">
              {BAND_ORDER.map((b) => (
                <Skeleton key={b} className="h-6" />
              ))}
            </div>
          )
        ) : total === 0 ? (
          <p className="text-muted-foreground flex h-full min-h-40 items-center justify-center rounded-lg border border-dashed text-center text-sm">
            Scores appear here once your listings are imported.
          </p>
        ) : (
          <>
            <ul className="grid gap-3.5" aria-label="Health bands">
              {BAND_ORDER.map((band) => {
                const count = bands[band];
                const width = (count / max) * 100;
                return (
                  <li key={band}>
                    <Link
                      href={`${paths.listings}?band=${band}`}
                      aria-label={`${HEALTH_BANDS[band].label} (${RANGE[band]}): ${count.toLocaleString()} ${count === 1 ? 'listing' : 'listings'}, ${percentOf(count, total)}%`}
                      className="group focus-visible:outline-ring grid grid-cols-[6.5rem_1fr_4.5rem] items-center gap-3 rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-2 sm:grid-cols-[8rem_1fr_5rem]"
                    >
                      <span className="grid leading-tight">
                        <span className="font-medium group-hover:underline">{HEALTH_BANDS[band].label}</span>
                        <span className="text-muted-foreground text-xs">{RANGE[band]}</span>
                      </span>
                      <svg className="h-3 w-full overflow-visible" role="presentation">
                        <rect x="0" y="0" width="100%" height="12" rx="6" className="fill-muted" />
                        {count > 0 && (
                          <rect
                            x="0"
                            y="0"
                            width={`${Math.max(width, 2)}%`}
                            height="12"
                            rx="6"
                            className={cn('transition-[width] duration-500', FILL[band])}
                          />
                        )}
                      </svg>
                      <span className="text-right tabular-nums">
                        <span className="font-semibold">{count.toLocaleString()}</span>
                        <span className="text-muted-foreground ml-1.5 text-xs">{percentOf(count, total)}%</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <table className="sr-only">
              <caption>Listings per health band</caption>
              <thead>
                <tr>
                  <th scope="col">Band</th>
                  <th scope="col">Score range</th>
                  <th scope="col">Listings</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {BAND_ORDER.map((band) => (
                  <tr key={band}>
                    <th scope="row">{HEALTH_BANDS[band].label}</th>
                    <td>{RANGE[band]}</td>
                    <td>{bands[band]}</td>
                    <td>{percentOf(bands[band], total)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
