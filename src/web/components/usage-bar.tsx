import { usagePercent } from '#core/plans/catalog';
import { cn } from '../lib/cn.ts';
import { Progress } from './ui/progress.tsx';

type Props = { usageCount: number; usageLimit: number | null; className?: string; label?: string };

/** Credits used this month; the bar stops at 100% and null limits read 'Unlimited'. */
export function UsageBar({ usageCount, usageLimit, className, label = 'Credits used' }: Props) {
  const percent = usagePercent(usageCount, usageLimit);
  const value = usageLimit === null ? `${usageCount} / Unlimited` : `${usageCount} / ${usageLimit}`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium tabular-nums" data-testid="usage-value">
          {value}
        </span>
      </div>
      <Progress
        value={usageLimit === null ? 100 : percent}
        aria-label={label}
        getValueLabel={() => (usageLimit === null ? `${usageCount} used, unlimited` : `${usageCount} of ${usageLimit} used`)}
        indicatorClassName={cn(
          usageLimit === null && 'bg-success',
          percent >= 90 && 'bg-destructive',
          percent >= 70 && percent < 90 && 'bg-warning',
        )}
      />
    </div>
  );
}
