import { TITLE_FIELD_CAP } from '#core/health/index';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../lib/cn.ts';

type Props = { value: string; onChange: (value: string) => void; policyLimit: number };

/**
 * Amazon's field cap: counter n/200, red with a message over 200 (never blocking). The 2026 policy is
 * stricter for most listings, so its limit is shown too (docs/decisions/0001-title-policy-75-characters.md).
 */
export function TitleField({ value, onChange, policyLimit }: Props) {
  const length = [...value].length;
  const over = length > TITLE_FIELD_CAP;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor="optimize-title">Title</Label>
        <span
          className={cn('text-xs tabular-nums', over ? 'text-destructive' : 'text-muted-foreground')}
          data-testid="title-counter"
        >
          {length}/{TITLE_FIELD_CAP}
        </span>
      </div>
      <Textarea
        id="optimize-title"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        aria-invalid={over || undefined}
        className={cn(over && 'border-destructive')}
      />
      {over && <p className="text-destructive text-sm">Title exceeds Amazon's limit of {TITLE_FIELD_CAP} characters</p>}
      {policyLimit < TITLE_FIELD_CAP && (
        <p className={cn('text-xs', length > policyLimit ? 'text-amber-700 dark:text-amber-400' : 'text-muted-foreground')}>
          Amazon's 2026 title policy: {policyLimit} characters
        </p>
      )}
    </div>
  );
}
