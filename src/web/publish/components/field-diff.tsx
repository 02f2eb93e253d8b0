import type { PushIssue } from '#core/api/publish';
import { cn } from '../../lib/cn.ts';
import { diffWords, type DiffPart } from '../word-diff.ts';

type Props = {
  label: string;
  before: string | readonly string[];
  after: string | readonly string[];
  issues: readonly PushIssue[];
};

/**
 * Old → new for one field, removed words struck through in red and added words in green; bullets
 * stay a list, each bullet compared with the one in its place. Text is rendered as React text nodes
 * only, so listing content (which may contain HTML) stays inert.
 */
export function FieldDiff({ label, before, after, issues }: Props) {
  const pairs = typeof before === 'string' || typeof after === 'string' ? null : bulletPairs(before, after);
  const side = (hide: DiffPart['kind'], text: string | readonly string[]) =>
    pairs ? (
      <ul className="list-disc pl-4">
        {pairs.map((parts, i) => (i < text.length ? <li key={i}>{partsOf(parts, hide)}</li> : null))}
      </ul>
    ) : (
      partsOf(diffWords(String(before), String(after)), hide)
    );
  return (
    <section className="grid gap-1.5" aria-label={`${label} changes`} data-testid="field-diff">
      <h3 className="text-sm font-medium">{label}</h3>
      <div className="grid gap-2 md:grid-cols-2">
        <div>
          <p className="text-muted-foreground mb-1 text-xs">On Amazon now</p>
          <div
            className="bg-muted max-h-48 overflow-auto rounded-md p-2 text-sm break-words whitespace-pre-wrap"
            data-testid="diff-before"
          >
            {side('added', before)}
            {before.length === 0 && <span className="text-muted-foreground">(empty)</span>}
          </div>
        </div>
        <div>
          <p className="text-muted-foreground mb-1 text-xs">After the push</p>
          <div
            className="max-h-48 overflow-auto rounded-md border p-2 text-sm break-words whitespace-pre-wrap"
            data-testid="diff-after"
          >
            {side('removed', after)}
            {after.length === 0 && <span className="text-muted-foreground">(empty)</span>}
          </div>
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

function bulletPairs(before: readonly string[], after: readonly string[]): DiffPart[][] {
  return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => diffWords(before[i] ?? '', after[i] ?? ''));
}

/** One side of a diff: the other side's parts hidden, this side's changes marked. */
function partsOf(parts: readonly DiffPart[], hide: DiffPart['kind']) {
  return parts.map((p, i) =>
    p.kind === hide ? null : p.kind === 'removed' ? (
      <span key={i} className="bg-destructive/15 text-destructive line-through">
        {p.text}
      </span>
    ) : p.kind === 'added' ? (
      <span key={i} className="bg-success/20 text-foreground decoration-success font-medium underline">
        <ins className="no-underline">{p.text}</ins>
      </span>
    ) : (
      <span key={i}>{p.text}</span>
    ),
  );
}
