import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { alertCountQueryOptions } from '../api.ts';

/** The top bar's bell: open alerts, red when one is critical. */
export function AlertsCountLink() {
  const count = useQuery(alertCountQueryOptions());
  const open = count.data?.open ?? 0;
  const label = open === 0 ? 'Alerts' : `Alerts: ${open} open`;
  return (
    <Link
      href={paths.alerts}
      aria-label={label}
      title={label}
      className="hover:bg-accent relative inline-flex size-9 items-center justify-center rounded-md"
    >
      <Bell className="size-5" aria-hidden="true" />
      {open > 0 && (
        <span
          data-testid="alerts-count"
          className={cn(
            'absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-semibold',
            (count.data?.critical ?? 0) > 0 ? 'bg-destructive text-white' : 'bg-amber-500 text-black',
          )}
        >
          {open}
        </span>
      )}
    </Link>
  );
}
