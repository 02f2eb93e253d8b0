import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Link2, Loader2 } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { Link } from 'wouter';
import type { AmazonConnection } from '#core/api/amazon';
import { findMarketplace } from '#core/marketplaces';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { connectionQueryOptions, useListingsSync } from '../api.ts';
import { ConnectDialog } from './connect-dialog.tsx';

type Props = {
  /** Defaults to the shell's 'Connect Amazon'; the dashboard uses 'Connect Amazon Account'. */
  label?: string;
  size?: ComponentProps<typeof Button>['size'];
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
  /** When connected: show a status link (shell) or a disabled button (dashboard). */
  whenConnected?: 'status' | 'disabled';
  /** When not connected: false leaves the connecting to another button on the page (the dashboard's own). */
  offerConnect?: boolean;
  id?: string;
};

/** The dashboard's Connect Amazon Account, where focus goes once the connection card has no button left. */
export const CONNECT_AMAZON_BUTTON_ID = 'connect-amazon-account';

/** Every connected marketplace's country, region by region (US, UK, DE…), not only the first. */
export function connectedCountries(connection: AmazonConnection | undefined): string[] {
  const ids = connection?.connections.flatMap((c) => c.marketplaces) ?? [];
  return [...new Set(ids.map((id) => findMarketplace(id)?.country ?? id))];
}

/** Opens the Amazon connect dialog; once connected it shows the connection instead. */
export function ConnectAmazonButton({
  label = 'Connect Amazon',
  size = 'sm',
  variant = 'default',
  className,
  whenConnected = 'status',
  offerConnect = true,
  id,
}: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const connection = useQuery(connectionQueryOptions());
  // Keeps a running sync polled (and its end announced) on every signed-in screen.
  const sync = useListingsSync();
  const isConnected = connection.data?.connected === true;

  if (isConnected && whenConnected === 'status') {
    const countries = connectedCountries(connection.data);
    return (
      <Button asChild size={size} variant="outline" className={className}>
        <Link
          href={paths.home}
          title={`Amazon account connected${countries.length ? `: ${countries.join(', ')}` : ''}`}
          data-testid="amazon-status"
        >
          {sync.isSyncing ? (
            <Loader2 className="text-primary animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="text-success" aria-hidden="true" />
          )}
          {sync.isSyncing ? (sync.stateText ?? 'Syncing...') : `Amazon${countries.length ? ` · ${countries.join(', ')}` : ''}`}
        </Link>
      </Button>
    );
  }

  if (!isConnected && !offerConnect) return null;

  return (
    <>
      <Button
        id={id}
        ref={buttonRef}
        size={size}
        variant={variant}
        className={className}
        disabled={connection.isPending || isConnected}
        onClick={() => setOpen(true)}
      >
        {isConnected ? <CheckCircle2 aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {label}
      </Button>
      <ConnectDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
    </>
  );
}
