import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { alertKeys, alertsQueryOptions, isChecking, LIVE_REFRESH_MS, useCheckNow, watchStatusQueryOptions } from '../api.ts';
import { AlertCard } from '../components/alert-card.tsx';
import { CheckNowButton } from '../components/check-now-button.tsx';
import { checkOutcomeText } from '../check-outcome.ts';
import type { WatchStatus } from '#core/api/alerts';

function everyLabel(minutes: number): string {
  if (minutes === 60) return 'hour';
  if (minutes === 24 * 60) return 'day';
  return `${minutes} minutes`;
}

/** Which way the watch hears of changes now: Amazon's notifications, or the poll alone. */
function WatchModeLine({ status }: { status: WatchStatus }) {
  const at = status.notifications.lastNotificationAt;
  return (
    <p className="text-sm font-medium" data-testid="watch-mode">
      {status.notifications.live
        ? 'Live: Amazon tells us within a minute'
        : `Checking every ${everyLabel(status.intervalMinutes)}`}
      {at && (
        <span className="text-muted-foreground font-normal">{` · Last notification from Amazon: ${new Date(at).toLocaleString()}`}</span>
      )}
    </p>
  );
}

/** /alerts: what Amazon or anyone else changed on the seller's listings, worst first within time. */
export function AlertsPage() {
  const [state, setState] = useState<'open' | 'all'>('open');
  const status = useQuery(watchStatusQueryOptions());
  // While Amazon's notifications are live an alert can arrive at any moment: the list reads itself again.
  const alerts = useQuery({
    ...alertsQueryOptions(state),
    refetchInterval: status.data?.notifications.live ? LIVE_REFRESH_MS : false,
  });
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
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Alerts</h1>
        <CheckNowButton status={status.data} checking={checking} pending={checkNow.isPending} onCheck={() => checkNow.mutate()} />
      </div>
      {status.data && <WatchModeLine status={status.data} />}
      <p className="text-muted-foreground text-sm">
        The listing watch looks at your Amazon listings for suppressions, lost buyability and changes to your detail pages
        {status.data?.notifications.live
          ? ', and checks them all once more every ' + everyLabel(status.data.intervalMinutes) + '.'
          : '.'}
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
