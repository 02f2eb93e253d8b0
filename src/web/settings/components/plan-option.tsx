import { Check } from 'lucide-react';
import { formatQuota, type Plan } from '#core/plans/catalog';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';

type Props = { plan: Plan; isSelected: boolean; isCurrent: boolean; disabled?: boolean; onSelect(): void };

/** One selectable plan card; a native radio underneath gives arrow-key selection for free. */
export function PlanOption({ plan, isSelected, isCurrent, disabled, onSelect }: Props) {
  const nameId = `plan-${plan.id}-name`;
  const detailId = `plan-${plan.id}-detail`;
  return (
    <label
      className={cn(
        'bg-card hover:border-primary/60 relative flex cursor-pointer flex-col rounded-xl border p-5 transition-all hover:shadow-md',
        'has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
        isSelected && 'border-primary ring-primary shadow-md ring-1',
        disabled && 'cursor-not-allowed opacity-60',
      )}
      data-testid={`plan-${plan.id}`}
    >
      <input
        type="radio"
        name="plan"
        value={plan.id}
        checked={isSelected}
        onChange={onSelect}
        disabled={disabled}
        aria-labelledby={nameId}
        aria-describedby={detailId}
        className="sr-only"
      />
      <div className="flex items-start justify-between gap-2">
        <p id={nameId} className="text-base font-semibold">
          {plan.name}
        </p>
        {isCurrent ? (
          <Badge variant="secondary">Current plan</Badge>
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              'flex size-5 items-center justify-center rounded-full border',
              isSelected && 'border-primary bg-primary text-primary-foreground',
            )}
          >
            {isSelected && <Check className="size-3" />}
          </span>
        )}
      </div>
      <div id={detailId}>
        <p className="mt-3 text-3xl font-bold tracking-tight">
          {plan.price === 'Custom' ? 'Custom' : plan.price.replace('/mo', '')}
          {plan.price !== 'Custom' && <span className="text-muted-foreground text-sm font-normal">/mo</span>}
        </p>
        <p className="text-primary mt-1 text-sm font-medium">{formatQuota(plan.listingsQuota)}</p>
        {plan.trialDays > 0 && <p className="text-muted-foreground mt-1 text-xs">{plan.trialDays}-day free trial</p>}
        <ul className="mt-4 grid gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </label>
  );
}
