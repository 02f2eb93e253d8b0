import { TITLE_FIELD_CAP } from '#core/health/index';
import { MeteredTextarea } from '../../components/metered-textarea.tsx';
import { cn } from '../../lib/cn.ts';

type Props = { value: string; onChange: (value: string) => void; policyLimit: number };

const AMBER = 'text-amber-700 dark:text-amber-400';

/**
 * Amazon's field cap: counter n/200, red with a message over 200 (never blocking). The 2026 policy is
 * stricter for most listings: past it the same counter turns amber and says why, so the two numbers
 * read as one rule (docs/decisions/0001-title-policy-75-characters.md).
 */
export function TitleField({ value, onChange, policyLimit }: Props) {
  const length = [...value].length;
  const over = length > TITLE_FIELD_CAP;
  const overPolicy = !over && policyLimit < TITLE_FIELD_CAP && length > policyLimit;
  return (
    <MeteredTextarea
      id="optimize-title"
      label="Title"
      value={value}
      onChange={onChange}
      meter={`${length}/${TITLE_FIELD_CAP}`}
      meterProps={{
        className: over ? 'text-destructive' : overPolicy ? AMBER : 'text-muted-foreground',
        'data-testid': 'title-counter',
        'data-state': over ? 'over-cap' : overPolicy ? 'over-policy' : 'ok',
      }}
      isOver={over}
      describedBy="optimize-title-policy"
      className={cn(overPolicy && 'border-amber-500')}
    >
      {over && <p className="text-destructive text-sm">Title exceeds Amazon's limit of {TITLE_FIELD_CAP} characters</p>}
      {policyLimit < TITLE_FIELD_CAP && (
        <div id="optimize-title-policy" className={cn('text-xs', length > policyLimit ? AMBER : 'text-muted-foreground')}>
          <p>Amazon's 2026 title policy: {policyLimit} characters</p>
          {overPolicy && (
            <p data-testid="title-policy-warning">
              {length - policyLimit} over the policy: Amazon accepts up to {TITLE_FIELD_CAP}, but rewrites longer titles or drops
              them from search.
            </p>
          )}
        </div>
      )}
    </MeteredTextarea>
  );
}
