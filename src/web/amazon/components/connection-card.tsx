import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Plus, RefreshCw, RotateCw, Store, Unplug } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AmazonConnection, RegionConnection } from '#core/api/amazon';
import { findMarketplace } from '#core/marketplaces';
import { REGION_NAMES, type Region } from '#core/regions';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import {
  connectionQueryOptions,
  deleteConnection,
  refreshConnection,
  regionSync,
  useConsentRedirect,
  useListingsSync,
} from '../api.ts';
import { CONNECT_AMAZON_BUTTON_ID, connectedCountries } from './connect-amazon-button.tsx';
import { ConnectDialog, unconnectedRegions } from './connect-dialog.tsx';
import { SyncButton } from './sync-button.tsx';
import { FIRST_IMPORT_TEXT, importState, importStateText, type ImportRun } from '../import-state.ts';

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const thisYearDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The first import while it runs, 'Never' when never synced, else a short date; the year only when it
 * is not this year.
 */
function formatLastSynced(value: string | null, run?: ImportRun): string {
  if (!value && importState(run, value) === 'first') return FIRST_IMPORT_TEXT;
  if (!value) return 'Never';
  const date = new Date(value);
  return (date.getFullYear() === new Date().getFullYear() ? thisYearDate : fullDate).format(date);
}

function marketplaceName(id: string | null): string {
  if (!id) return '—';
  const m = findMarketplace(id);
  return m ? `${m.name} (${m.country})` : id;
}

/** Every connected region's marketplaces: one in full, several by country (the title names them all). */
function marketplacesText(connection: AmazonConnection): { text: string; title: string | undefined } {
  const ids = [...new Set(connection.connections.flatMap((c) => c.marketplaces))];
  if (ids.length <= 1) return { text: marketplaceName(ids[0] ?? connection.marketplace), title: undefined };
  return { text: connectedCountries(connection).join(', '), title: ids.map(marketplaceName).join(', ') };
}

function focusFirstButton(event: Event, container: HTMLElement | null): void {
  // Disconnected, the card has no button left: the page's Connect Amazon Account takes the focus.
  const button = container?.querySelector('button') ?? document.getElementById(CONNECT_AMAZON_BUTTON_ID);
  if (!button) return;
  event.preventDefault();
  button.focus();
}

/** One connected region: its seller, marketplaces, last sync and sync state, Reconnect and Disconnect. */
function RegionRow({
  connection,
  run,
  isSyncing,
  onDisconnect,
}: {
  connection: RegionConnection;
  run: RegionConnection['sync'];
  isSyncing: boolean;
  onDisconnect(): void;
}) {
  // Reconnect goes straight to the region's consent: the same seller refreshes the authorisation,
  // another seller is confirmed first (the seller switch dialog), in this region only.
  const reconnect = useConsentRedirect();
  const reconnecting = reconnect.isPending || reconnect.isRedirecting;
  const name = REGION_NAMES[connection.region];
  const countries = connection.marketplaces.map((id) => findMarketplace(id)?.country ?? id).join(', ');
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm" data-testid={`region-${connection.region}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{name}</span>
        <Badge variant={run?.status === 'failed' ? 'destructive' : 'success'} data-testid="region-state">
          {importStateText(run, connection.lastSynced, { progress: false }) ?? 'Connected'}
        </Badge>
      </div>
      <p className="text-muted-foreground text-xs">
        {countries || '—'} · Seller {connection.sellingPartnerId}
        {/* During the first import the badge says so: no "Last synced Never" beside it. */}
        {importState(run, connection.lastSynced) === 'first' ? '' : ` · Last synced ${formatLastSynced(connection.lastSynced)}`}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={() => reconnect.start(connection.region)}
          disabled={reconnecting || isSyncing}
          aria-label={`Reconnect ${name}`}
        >
          {reconnecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          Reconnect
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive flex-1"
          onClick={onDisconnect}
          disabled={isSyncing}
          aria-label={`Disconnect ${name}`}
        >
          <Unplug aria-hidden="true" />
          Disconnect
        </Button>
      </div>
    </li>
  );
}

/** The dashboard's Amazon connection card: status, marketplace, last sync, Sync, refresh, and each region's connection. */
export function ConnectionCard() {
  const client = useQueryClient();
  const sync = useListingsSync();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const connectionQuery = useQuery(connectionQueryOptions());
  const connection = sync.connection;
  // Failed to load: the alert below offers Try again; the fields say "Unknown" instead of loading forever.
  const isUnknown = !connection && connectionQuery.isError;

  const refresh = useMutation({
    mutationFn: () => refreshConnection(client),
    onSuccess: () => toast({ title: 'Connection refreshed' }),
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to refresh connection' }),
  });
  const [connectOpen, setConnectOpen] = useState(false);
  const connectAnotherRef = useRef<HTMLButtonElement>(null);
  // The region the Disconnect dialog is about.
  const [disconnectRegion, setDisconnectRegion] = useState<Region | null>(null);
  const disconnect = useMutation({
    mutationFn: (region: Region) => deleteConnection(region),
    onSuccess: (next) => {
      setConfirmOpen(false);
      client.setQueryData(connectionQueryOptions().queryKey, next);
      toast({ title: 'Disconnected', description: 'Your Amazon account has been disconnected' });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to disconnect') }),
  });

  const connectedRegions = connection?.connections.map((c) => c.region) ?? [];
  const unconnected = unconnectedRegions(connectedRegions);

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
            <dd
              className="truncate text-right font-medium"
              data-testid="connection-marketplaces"
              title={connection ? marketplacesText(connection).title : undefined}
            >
              {connection ? marketplacesText(connection).text : isUnknown ? 'Unknown' : <Skeleton className="h-4 w-28" />}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground whitespace-nowrap">Last synced</dt>
            <dd
              className="text-right font-medium tabular-nums"
              data-testid="last-synced"
              title={connection?.lastSynced ? fullDate.format(new Date(connection.lastSynced)) : undefined}
            >
              {connection ? (
                formatLastSynced(
                  connection.lastSynced,
                  sync.isSyncing ? (sync.job ?? { status: 'queued', done: 0, total: 0 }) : null,
                )
              ) : isUnknown ? (
                'Unknown'
              ) : (
                <Skeleton className="h-4 w-24" />
              )}
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
              <Button
                variant="outline"
                size="sm"
                onClick={() => refresh.mutate()}
                disabled={refresh.isPending}
                aria-label="Refresh connection"
              >
                {refresh.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
                Refresh
              </Button>
              <ul className="grid gap-2" aria-label="Connected regions">
                {connection.connections.map((c) => (
                  <RegionRow
                    key={c.region}
                    connection={c}
                    run={regionSync(c, sync.job)}
                    isSyncing={sync.isSyncing}
                    onDisconnect={() => {
                      setDisconnectRegion(c.region);
                      setConfirmOpen(true);
                    }}
                  />
                ))}
              </ul>
              {unconnected.length > 0 && (
                <>
                  <Button ref={connectAnotherRef} variant="outline" size="sm" onClick={() => setConnectOpen(true)}>
                    <Plus aria-hidden="true" />
                    Connect another region
                  </Button>
                  <ConnectDialog
                    open={connectOpen}
                    onOpenChange={setConnectOpen}
                    returnFocusRef={connectAnotherRef}
                    connectedRegions={connectedRegions}
                  />
                </>
              )}
              <Dialog open={confirmOpen} onOpenChange={(open) => !disconnect.isPending && setConfirmOpen(open)}>
                <DialogContent className="sm:max-w-md" onCloseAutoFocus={(event) => focusFirstButton(event, actionsRef.current)}>
                  <DialogHeading
                    title="Disconnect Amazon account?"
                    description={
                      <>
                        {connection.connections.length > 1 && disconnectRegion
                          ? `ListingPilot will stop syncing ${REGION_NAMES[disconnectRegion]} and can no longer push updates there. Your other regions stay connected. `
                          : 'ListingPilot will stop syncing and can no longer push updates to Amazon. '}
                        Imported listings stay in your workspace, and you can reconnect at any time.
                      </>
                    }
                  />
                  <DialogFooter>
                    <Button variant="outline" onClick={() => setConfirmOpen(false)} disabled={disconnect.isPending}>
                      Cancel
                    </Button>
                    <Button
                      variant="destructive"
                      onClick={() => disconnectRegion && disconnect.mutate(disconnectRegion)}
                      disabled={disconnect.isPending || !disconnectRegion}
                    >
                      {disconnect.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                      {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
                    </Button>
                  </DialogFooter>
                </DialogContent>
              </Dialog>
            </>
          ) : (
            <>
              {/* The page's Connect Amazon Account connects: one way to connect on the dashboard. */}
              <p className="text-muted-foreground text-sm">
                Connect your Seller Central account with Connect Amazon Account to import listings and score their health.
              </p>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
