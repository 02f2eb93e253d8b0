import { HEALTH_BANDS, healthBand } from '#core/health/bands';
import { Progress } from '../components/ui/progress.tsx';
import { cn } from '../lib/cn.ts';
import { describeScore } from './score-text.ts';

const BAR_CLASS = { green: 'bg-success', amber: 'bg-warning', red: 'bg-destructive', none: 'bg-transparent' } as const;

type Props = { score: number | null; className?: string; label?: string };

/** A 0-100 bar: green at 60+, amber 40-59, red below 40, empty when not analyzed. */
export function HealthScoreBar({ score, className, label = 'Listing health score' }: Props) {
  const band = HEALTH_BANDS[healthBand(score)];
  return (
    <Progress
      value={score ?? 0}
      aria-label={label}
      getValueLabel={() => describeScore(score)}
      className={cn('h-2.5', className)}
      indicatorClassName={BAR_CLASS[band.bar]}
      data-band={band.bar}
    />
  );
}
