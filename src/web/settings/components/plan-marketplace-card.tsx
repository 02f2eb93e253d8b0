import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { findMarketplace } from '#core/marketplaces';
import { hasFeature } from '#core/plans/features';
import type { Tier } from '#core/plans/tiers';
import { LoadError } from '../../components/load-error.tsx';
import { OptionSelect } from '../../components/option-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { changePlanMarketplace, planMarketplaceQueryOptions } from '../../plans/index.ts';

function marketLabel(id: string): string {
  const m = findMarketplace(id);
  return m ? `${m.name} (${m.country})` : id;
}

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The one marketplace the Free plan covers, and the once-a-month change of it. Paid plans cover
 * every marketplace; they see which one Free would keep.
 */
export function PlanMarketplaceCard({ tier }: { tier: Tier }) {
  const client = useQueryClient();
  const plan = useQuery(planMarketplaceQueryOptions());
  const [picked, setPicked] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: changePlanMarketplace,
    onSuccess: (next) => {
      client.setQueryData(planMarketplaceQueryOptions().queryKey, next);
      setPicked(null);
      toast({ title: 'Marketplace changed', description: `Your Free plan now covers ${marketLabel(next.marketplaceId ?? '')}.` });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Marketplace not changed',
        description: errorMessage(error, 'The marketplace could not be changed. Please try again.'),
      }),
  });
  const coversAll = hasFeature(tier, 'allMarketplaces');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Free plan marketplace</CardTitle>
        <CardDescription>
          {coversAll
            ? 'Your plan covers every marketplace. On the Free plan, only this one is covered.'
            : 'The Free plan covers one marketplace. You can change it once a month.'}
        </CardDescription>
      </CardHeader>
      {plan.isPending ? (
        <CardContent aria-busy="true" aria-label="Loading your plan marketplace">
          <Skeleton className="h-10 w-64" />
        </CardContent>
      ) : plan.isError ? (
        <CardContent>
          <LoadError
            message="We couldn't load your plan marketplace."
            onRetry={() => void plan.refetch()}
            isRetrying={plan.isFetching}
          />
        </CardContent>
      ) : plan.data.marketplaceId === null ? (
        <CardContent>
          <p className="text-muted-foreground text-sm">
            No marketplace yet. Connect Amazon or upload listings: the first marketplace they come from is the one your Free plan
            covers.
          </p>
        </CardContent>
      ) : (
        <>
          <CardContent className="grid gap-3">
            <p className="text-sm">
              Covered on the Free plan:{' '}
              <span className="font-semibold" data-testid="plan-marketplace">
                {marketLabel(plan.data.marketplaceId)}
              </span>
            </p>
            {plan.data.choices.length > 1 && (
              <div className="grid max-w-sm gap-1.5">
                <Label htmlFor="plan-marketplace-select">Marketplace</Label>
                <OptionSelect
                  id="plan-marketplace-select"
                  label="Marketplace"
                  value={picked ?? plan.data.marketplaceId}
                  onChange={setPicked}
                  disabled={plan.data.changeableFrom !== null || change.isPending}
                  options={plan.data.choices.map((c) => ({ value: c.id, label: `${c.name} (${c.country})` }))}
                />
              </div>
            )}
          </CardContent>
          {plan.data.choices.length > 1 && (
            <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-muted-foreground text-sm" id="plan-marketplace-hint">
                {plan.data.changeableFrom
                  ? `You can change it again on ${formatDay(plan.data.changeableFrom)}.`
                  : 'One change a month.'}
              </p>
              <Button
                disabled={
                  picked === null || picked === plan.data.marketplaceId || plan.data.changeableFrom !== null || change.isPending
                }
                aria-describedby="plan-marketplace-hint"
                onClick={() => picked && change.mutate(picked)}
              >
                {change.isPending ? 'Changing...' : 'Change marketplace'}
              </Button>
            </CardFooter>
          )}
        </>
      )}
    </Card>
  );
}
