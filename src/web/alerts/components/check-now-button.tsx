import { useEffect, useState } from 'react';
import { Loader2, RefreshCw } from 'lucide-react';
import type { WatchStatus } from '#core/api/alerts';
import { Button } from '../../components/ui/button.tsx';

/**
 * When Check now may run again: the earliest time one of the regions allows it, or null when one
 * allows it now. The server answers a click before then with the last check, so the button waits.
 */
export function nextCheckAllowedAt(status: WatchStatus | undefined): Date | null {
  const regions = status?.regions ?? [];
  if (regions.length === 0 || regions.some((r) => r.nextCheckAt === null)) return null;
  return new Date(Math.min(...regions.map((r) => Date.parse(r.nextCheckAt!))));
}

function msUntil(ms: number): number {
  return Math.max(0, ms - Date.now());
}

/** Check now, disabled while a check runs and until the cooldown after the last one has passed. */
export function CheckNowButton(props: {
  status: WatchStatus | undefined;
  checking: boolean;
  pending: boolean;
  onCheck: () => void;
}) {
  const allowedAt = nextCheckAllowedAt(props.status);
  const allowedMs = allowedAt?.getTime() ?? null;
  // The server computed the time; the button comes back by itself once it has passed.
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (allowedMs === null) return;
    const timer = setTimeout(() => setPassed(allowedMs), msUntil(allowedMs) + 250);
    return () => clearTimeout(timer);
  }, [allowedMs]);
  const cooling = !props.checking && allowedAt !== null && passed !== allowedMs;
  return (
    <div className="ml-auto flex items-center gap-2">
      {cooling && (
        <span className="text-muted-foreground text-sm">
          Next check possible at {allowedAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </span>
      )}
      <Button onClick={props.onCheck} disabled={props.checking || props.pending || cooling}>
        {props.checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
        {props.checking ? 'Checking...' : 'Check now'}
      </Button>
    </div>
  );
}
