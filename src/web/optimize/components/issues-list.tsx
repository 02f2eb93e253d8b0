import { ChevronRight, ExternalLink } from 'lucide-react';
import type { ListingIssue } from '#core/api/listings';
import { Badge } from '../../components/ui/badge.tsx';
import { isEditorField } from '../seller-central.ts';

const GROUPS = [
  { severity: 'error', label: 'Errors', variant: 'destructive' },
  { severity: 'warning', label: 'Warnings', variant: 'warning' },
  { severity: 'info', label: 'Suggestions', variant: 'secondary' },
] as const;

type Props = {
  issues: readonly ListingIssue[];
  /** The listing in Seller Central: where an issue the editor cannot fix (images, A+) is fixed. */
  sellerCentralUrl: string | null;
};

/**
 * Issues grouped by severity; each says how many points fixing it would add (the engine's gain:
 * the score with that finding gone, minus the score now) and opens to its fix hint and the Amazon
 * rule it comes from.
 */
export function IssuesList({ issues, sellerCentralUrl }: Props) {
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
                <li key={`${issue.ruleId}-${i}`} className="rounded-md border text-sm" data-testid="issue">
                  <details className="group">
                    <summary className="flex cursor-pointer list-none items-start gap-2 p-2">
                      <ChevronRight
                        className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90"
                        aria-hidden="true"
                      />
                      <span className="flex-1">{issue.description}</span>
                      {issue.gain > 0 && (
                        <span
                          className="text-success shrink-0 text-xs font-medium tabular-nums"
                          data-testid="issue-gain"
                          title={`Fixing this would lift the score by ${issue.gain} points`}
                        >
                          +{issue.gain}
                          <span className="sr-only"> points when fixed</span>
                        </span>
                      )}
                    </summary>
                    <div className="text-muted-foreground grid gap-1 border-t p-2 pl-8">
                      <p>{issue.fix}</p>
                      {!isEditorField(issue.field) && sellerCentralUrl && (
                        <a
                          href={sellerCentralUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        >
                          The editor cannot change this: fix it in Seller Central
                          <ExternalLink className="size-3" aria-hidden="true" />
                        </a>
                      )}
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
