import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { featureGateMessage, requiredTierLabel, type Feature } from '#core/plans/features';
import { paths } from '../lib/paths.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';

type Props = {
  feature: Feature;
  /** What the plan lacks, as the locked action or page names it ("Generate FAQ"). */
  title: string;
  /** Shows the plan that has it next to the title. */
  showTier?: boolean;
};

/** The lock over a gated action or page: what the plan lacks and where to upgrade. */
export function PlanGate({ feature, title, showTier = false }: Props) {
  return (
    <div role="note" className="border-primary/30 bg-primary/5 grid gap-2 rounded-md border p-3 text-sm">
      <span className="flex items-center gap-2 font-medium">
        <Lock className="size-4" aria-hidden="true" /> {title}
        {showTier && (
          <>
            {' '}
            <Badge variant="secondary">{requiredTierLabel(feature)}</Badge>
          </>
        )}
      </span>
      <span>{featureGateMessage(feature)}</span>
      <Button size="sm" asChild className="justify-self-start">
        <Link href={paths.settings}>Go to Settings</Link>
      </Button>
    </div>
  );
}
