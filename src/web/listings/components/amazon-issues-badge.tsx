import { AlertTriangle } from 'lucide-react';
import type { Listing } from '#core/api/listings';
import { cn } from '../../lib/cn.ts';

/** Amazon's own issues on a listing (e.g. search suppressed): a small warning with the messages as a tooltip. */
export function AmazonIssuesBadge({ issues, className }: { issues: Listing['amazonIssues']; className?: string }) {
  if (issues.length === 0) return null;
  const hasError = issues.some((i) => i.severity.toUpperCase() === 'ERROR');
  const summary = issues.map((i) => i.message).join('\n');
  const label = `${issues.length} Amazon ${issues.length === 1 ? 'issue' : 'issues'}`;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-1.5 py-0.5 text-[11px] leading-none font-medium',
        hasError
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-400',
        className,
      )}
      title={summary}
      data-testid="amazon-issues"
    >
      <AlertTriangle className="size-3" aria-hidden="true" />
      {label}
      <span className="sr-only">: {summary}</span>
    </span>
  );
}
