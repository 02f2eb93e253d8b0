import type { WatchStatus } from '#core/api/alerts';

/**
 * How a Check now ended, in a few words for its toast: the alerts the checks opened ("2 new
 * alerts"), else those they resolved, else since when nothing changed ("No change since 10:42",
 * the check before). A first check has no earlier one to compare with.
 */
export function checkOutcomeText(status: WatchStatus, formatTime: (d: Date) => string = shortTime): string {
  const opened = status.regions.reduce((n, r) => n + r.lastCheck.opened, 0);
  if (opened > 0) return `${opened} new alert${opened === 1 ? '' : 's'}`;
  const resolved = status.regions.reduce((n, r) => n + r.lastCheck.resolved, 0);
  if (resolved > 0) return `${resolved} alert${resolved === 1 ? '' : 's'} resolved`;
  const since = status.regions
    .map((r) => r.lastCheck.previousCheckedAt)
    .filter((d): d is string => d !== null)
    .sort()
    .at(0);
  return since ? `No change since ${formatTime(new Date(since))}` : 'No new alerts';
}

function shortTime(d: Date): string {
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
