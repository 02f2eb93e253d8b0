import { Unplug } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';

/**
 * Amazon refused A+ for this seller's authorisation (a 409 AMAZON_RECONNECT): the fix is on the
 * seller's side, reconnecting with A+ access, so the screen says so and links to the Connect flow
 * instead of inviting a retry.
 */
export function ReconnectNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Unplug className="size-4" aria-hidden />
      <span>{message}</span>
      <Link href={paths.dashboard} className="text-primary font-medium underline-offset-4 hover:underline">
        Reconnect Amazon
      </Link>
    </div>
  );
}
