import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, RotateCw, Store, Unplug } from 'lucide-react';
import { useRef, useState } from 'react';
import { findMarketplace } from '#core/marketplaces';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { connectionQueryOptions, deleteConnection, refreshConnection, useListingsSync } from '../api.ts';
import { ConnectAmazonButton } from './connect-amazon-button.tsx';
import { SyncButton } from './sync-button.tsx';

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const thisYearDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Never' (SPEC §3), else a short date; the year only when it is not this year. */
function formatLastSynced(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return (date.getFullYear() === new Date().getFullYear() ? thisYearDate : fullDate).format(date);
}

function marketplaceName(id: string | null): string {
  if (!id) return '—';
  const m = findMarketplace(id);
  return m ? `${m.name} (${m.country})` : id;
}

function focusFirstButton(event: Event, container: HTMLElement | null): void {
  const button = container?.querySelector('button');
  if (!button) return;
  event.preventDefault();
  button.focus();
}

/** The dashboard's Amazon connection card: status, marketplace, last sync, Sync, refresh, disconnect. */
export function ConnectionCard() {
  const client = useQueryClient();
  const sync = useListingsSync();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const disconnectRef = useRef<HTMLButtonElement>(null);
  const connectionQuery = useQuery(connectionQueryOptions());
  const connection = sync.connection;
  // Failed to load: the alert below offers Try again; the fields say "Unknown" instead of loading forever.
  const isUnknown = !connection && connectionQuery.isError;

  const refresh = useMutation({
    mutationFn: () => refreshConnection(client),
    onSuccess: () => toast({ title: 'Connection refreshed' }),
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to refresh connection' }),
  });
  const disconnect = useMutation({
    mutationFn: deleteConnection,
    onSuccess: (next) => {
      setConfirmOpen(false);
      client.setQueryData(connectionQueryOptions().queryKey, next);
      toast({ title: 'Disconnected', description: 'Your Amazon account has been disconnected' });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to disconnect') }),
  });

  return (
    <Card className="flex flex-col" data-testid="connection-card">
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-[#ff9900]/15 text-[#c45500] dark:text-[#ffb84d]">
          <Store className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 justify-items-start gap-1.5">
          <CardTitle className="text-base">Amazon Connection</CardTitle>
          {connection ? (
            <Badge variant={connection.connected ? 'success' : 'outline'} data-testid="connection-status">
              {connection.connected ? 'Connected' : 'Not Connected'}
            </Badge>
          ) : isUnknown ? (
            <Badge variant="outline">Status unknown</Badge>
          ) : (
            <Skeleton className="h-5 w-24 rounded-full" />
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid gap-2.5 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground whitespace-nowrap">Marketplace</dt>
            <dd className="truncate text-right font-medium">
              {connection ? marketplaceName(connection.marketplace) : isUnknown ? 'Unknown' : <Skeleton className="h-4 w-28" />}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground whitespace-nowrap">Last synced</dt>
            <dd
              className="text-right font-medium tabular-nums"
              data-testid="last-synced"
              title={connection?.lastSynced ? fullDate.format(new Date(connection.lastSynced)) : undefined}
            >
              {connection ? formatLastSynced(connection.lastSynced) : isUnknown ? 'Unknown' : <Skeleton className="h-4 w-24" />}
            </dd>
          </div>
        </dl>

        <div ref={actionsRef} className="mt-auto grid gap-2">
          {connectionQuery.isError ? (
            <LoadError
              className="border-destructive/40 bg-destructive/5 rounded-lg border p-3"
              message="We couldn't load your Amazon connection."
              onRetry={() => void connectionQuery.refetch()}
              isRetrying={connectionQuery.isFetching}
            />
          ) : connection?.connected ? (
            <>
              <SyncButton sync={sync} className="w-full [&_button]:w-full" />
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  className="flex-1"
                  onClick={() => refresh.mutate()}
                  disabled={refresh.isPending}
                  aria-label="Refresh connection"
                >
                  {refresh.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
                  Refresh
                </Button>
                {/* A DialogTrigger, so closing the dialog puts focus back on this button. */}
                <Dialog open={confirmOpen} onOpenChange={(open) => !disconnect.isPending && setConfirmOpen(open)}>
                  <DialogTrigger asChild>
                    <Button
                      ref={disconnectRef}
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:text-destructive flex-1"
                      disabled={sync.isSyncing}
                    >
                      <Unplug aria-hidden="true" />
                      Disconnect
                    </Button>
                  </DialogTrigger>
                  <DialogContent
                    className="sm:max-w-md"
                    onCloseAutoFocus={(event) => {
                      // After a disconnect the trigger is gone: focus the Connect button that replaced it, not <body>.
                      if (!disconnectRef.current?.isConnected) focusFirstButton(event, actionsRef.current);
                    }}
                  >
                    <DialogHeader>
                      <DialogTitle>Disconnect Amazon account?</DialogTitle>
                      <DialogDescription>
                        ListingPilot will stop syncing and can no longer push updates to Amazon. Imported listings stay in your
                        workspace, and you can reconnect at any time.
                      </DialogDescription>
                    </DialogHeader>
                    <DialogFooter>
                      <Button variant="outline" onClick={() => setConfirmOpen(false)} disabled={disconnect.isPending}>
                        Cancel
                      </Button>
                      <Button variant="destructive" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
                        {disconnect.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                        {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
                      </Button>
                    </DialogFooter>
                  </DialogContent>
                </Dialog>
              </div>
            </>
          ) : (
            <>
              <p className="text-muted-foreground text-sm">
                Connect your Seller Central account to import listings and score their health.
              </p>
              <ConnectAmazonButton size="default" className="w-full" />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
