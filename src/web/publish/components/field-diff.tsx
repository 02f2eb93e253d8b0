import type { PushIssue } from '#core/api/publish';
import { cn } from '../../lib/cn.ts';
import { diffWords } from '../word-diff.ts';

type Props = { label: string; before: string; after: string; issues: readonly PushIssue[] };

/**
 * Old → new for one field, removed words struck through in red and added words in green. Text is
 * rendered as React text nodes only, so listing content (which may contain HTML) stays inert.
 */
export function FieldDiff({ label, before, after, issues }: Props) {
  const parts = diffWords(before, after);
  return (
    <section className="grid gap-1.5" aria-label={`${label} changes`} data-testid="field-diff">
      <h3 className="text-sm font-medium">{label}</h3>
      <div className="grid gap-2 md:grid-cols-2">
        <div>
          <p className="text-muted-foreground mb-1 text-xs">On Amazon now</p>
          <p
            className="bg-muted max-h-48 overflow-auto rounded-md p-2 text-sm break-words whitespace-pre-wrap"
            data-testid="diff-before"
          >
            {parts.map((p, i) =>
              p.kind === 'added' ? null : (
                <span key={i} className={cn(p.kind === 'removed' && 'bg-destructive/15 text-destructive line-through')}>
                  {p.text}
                </span>
              ),
            )}
            {before.length === 0 && <span className="text-muted-foreground">(empty)</span>}
          </p>
        </div>
        <div>
          <p className="text-muted-foreground mb-1 text-xs">After the push</p>
          <p
            className="max-h-48 overflow-auto rounded-md border p-2 text-sm break-words whitespace-pre-wrap"
            data-testid="diff-after"
          >
            {parts.map((p, i) =>
              p.kind === 'removed' ? null : (
                <span
                  key={i}
                  className={cn(p.kind === 'added' && 'bg-success/20 text-foreground decoration-success font-medium underline')}
                >
                  {p.kind === 'added' ? <ins className="no-underline">{p.text}</ins> : p.text}
                </span>
              ),
            )}
            {after.length === 0 && <span className="text-muted-foreground">(empty)</span>}
          </p>
        </div>
      </div>
      {issues.length > 0 && (
        <ul className="grid gap-1" aria-label={`Amazon issues for ${label}`}>
          {issues.map((issue, i) => (
            <li
              key={i}
              className={cn(
                'rounded-md px-2 py-1 text-xs',
                issue.severity === 'ERROR' ? 'bg-destructive/10 text-destructive' : 'bg-warning/15',
              )}
            >
              {issue.severity === 'ERROR' ? 'Error' : issue.severity === 'WARNING' ? 'Warning' : 'Note'}: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
