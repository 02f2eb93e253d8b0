import { Loader2, RefreshCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { cn } from '../../lib/cn.ts';
import type { ListingsSync } from '../api.ts';

type Props = {
  sync: ListingsSync;
  label?: string;
  size?: ComponentProps<typeof Button>['size'];
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
};

/** Starts a listings sync; while it runs the button reads 'Syncing...' over a progress bar and how many listings are in. */
export function SyncButton({ sync, label = 'Sync', size, variant, className }: Props) {
  const { isSyncing, percent } = sync;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Button size={size} variant={variant} onClick={sync.start} disabled={isSyncing || !sync.isConnected}>
        {isSyncing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
        {isSyncing ? 'Syncing...' : label}
      </Button>
      {isSyncing && (
        <div className="grid gap-1" role="status" aria-live="polite">
          <Progress
            value={percent ?? 5}
            aria-label="Sync progress"
            className="h-1.5"
            indicatorClassName={cn(percent === null && 'animate-pulse')}
          />
          <span className="text-muted-foreground text-center text-xs tabular-nums">{sync.stateText ?? 'Starting sync...'}</span>
        </div>
      )}
    </div>
  );
}
