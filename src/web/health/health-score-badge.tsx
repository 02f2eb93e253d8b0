import { HEALTH_BANDS, healthBand } from '#core/health/bands';
import { Badge } from '../components/ui/badge.tsx';
import { cn } from '../lib/cn.ts';
import { describeScore } from './score-text.ts';

type Props = {
  score: number | null;
  /** Show the band label next to the number ('82 · Optimized'); off gives just the number. */
  showLabel?: boolean;
  className?: string;
};

/** A listing's health score in its band colours (docs/listing-rules.md#health-score); a null score reads 'Not analyzed'. */
export function HealthScoreBadge({ score, showLabel = true, className }: Props) {
  const band = HEALTH_BANDS[healthBand(score)];
  return (
    <Badge
      variant={band.variant}
      className={cn('whitespace-nowrap tabular-nums', className)}
      title={describeScore(score)}
      data-testid="health-score"
    >
      {score === null ? (
        band.label
      ) : (
        <>
          <span>{score}</span>
          {showLabel && (
            <>
              <span aria-hidden="true" className="opacity-60">
                ·
              </span>
              <span className="font-medium">{band.label}</span>
            </>
          )}
        </>
      )}
    </Badge>
  );
}
