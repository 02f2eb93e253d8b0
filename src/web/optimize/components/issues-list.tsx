import { ChevronRight } from 'lucide-react';
import type { ListingIssue } from '#core/api/listings';
import { Badge } from '../../components/ui/badge.tsx';

const GROUPS = [
  { severity: 'error', label: 'Errors', variant: 'destructive' },
  { severity: 'warning', label: 'Warnings', variant: 'warning' },
  { severity: 'info', label: 'Suggestions', variant: 'secondary' },
] as const;

/** Issues grouped by severity; each opens to its fix hint and the Amazon rule it comes from. */
export function IssuesList({ issues }: { issues: readonly ListingIssue[] }) {
  return (
    <div className="grid gap-4">
      {GROUPS.map((group) => {
        const items = issues.filter((i) => i.severity === group.severity);
        if (items.length === 0) return null;
        return (
          <section key={group.severity} aria-label={group.label} className="grid gap-2">
            <h4 className="flex items-center gap-2 text-sm font-semibold">
              {group.label} <Badge variant={group.variant}>{items.length}</Badge>
            </h4>
            <ul className="grid gap-1.5">
              {items.map((issue, i) => (
                <li key={`${issue.ruleId}-${i}`} className="rounded-md border text-sm">
                  <details className="group">
                    <summary className="flex cursor-pointer list-none items-start gap-2 p-2">
                      <ChevronRight
                        className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90"
                        aria-hidden="true"
                      />
                      <span>{issue.description}</span>
                    </summary>
                    <div className="text-muted-foreground grid gap-1 border-t p-2 pl-8">
                      <p>{issue.fix}</p>
                      {issue.source && (
                        <a
                          href={issue.source}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          Amazon rule source
                        </a>
                      )}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
