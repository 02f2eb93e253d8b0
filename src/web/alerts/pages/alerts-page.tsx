import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { alertKeys, alertsQueryOptions, isChecking, useCheckNow, watchStatusQueryOptions } from '../api.ts';
import { AlertCard } from '../components/alert-card.tsx';
import { CheckNowButton } from '../components/check-now-button.tsx';
import { checkOutcomeText } from '../check-outcome.ts';

/** /alerts: what Amazon or anyone else changed on the seller's listings, worst first within time. */
export function AlertsPage() {
  const [state, setState] = useState<'open' | 'all'>('open');
  const alerts = useQuery(alertsQueryOptions(state));
  const status = useQuery(watchStatusQueryOptions());
  const checkNow = useCheckNow();
  const client = useQueryClient();
  const checking = isChecking(status.data);
  const wasChecking = useRef(false);
  // A check that just ended may have opened or resolved alerts: read them again, and say what it found.
  useEffect(() => {
    if (wasChecking.current && !checking) {
      void client.invalidateQueries({ queryKey: alertKeys.all });
      if (status.data) toast({ title: checkOutcomeText(status.data) });
    }
    wasChecking.current = checking;
  }, [checking, client, status.data]);
  const last = status.data?.regions
    .map((r) => r.lastCheckedAt)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Alerts</h1>
        <CheckNowButton status={status.data} checking={checking} pending={checkNow.isPending} onCheck={() => checkNow.mutate()} />
      </div>
      <p className="text-muted-foreground text-sm">
        The listing watch checks your Amazon listings every {status.data?.intervalMinutes ?? 60} minutes for suppressions, lost
        buyability and changes to your detail pages.
        {last && ` Last check: ${new Date(last).toLocaleString()}.`}
      </p>
      {checkNow.isError && (
        <p role="alert" className="text-destructive text-sm">
          {checkNow.error.message}
        </p>
      )}
      <div role="group" aria-label="Which alerts" className="flex gap-2">
        <Button
          size="sm"
          variant={state === 'open' ? 'default' : 'outline'}
          aria-pressed={state === 'open'}
          onClick={() => setState('open')}
        >
          Open
        </Button>
        <Button
          size="sm"
          variant={state === 'all' ? 'default' : 'outline'}
          aria-pressed={state === 'all'}
          onClick={() => setState('all')}
        >
          History
        </Button>
      </div>
      {alerts.isError ? (
        <LoadError
          message="The alerts could not be loaded."
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      ) : alerts.isPending ? (
        <Loader2 className="animate-spin" aria-label="Loading alerts" />
      ) : alerts.data.alerts.length === 0 ? (
        <p className="text-muted-foreground">
          {state === 'open' ? 'No open alerts: Amazon shows your listings as you approved them.' : 'No alerts yet.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {alerts.data.alerts.map((a) => (
            <li key={a.id}>
              <AlertCard alert={a} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
