import { AlertCircle } from 'lucide-react';
import type { FieldIssue } from '#core/errors';

type Props = { message: string; issues: readonly FieldIssue[] };

/** Each problem on its own line, already phrased with row and column by the server. */
export function ImportErrors({ message, issues }: Props) {
  const lines = issues.length > 0 ? issues.map((i) => i.message) : [message];
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/5 grid gap-2 rounded-md border p-3 text-sm">
      <p className="text-destructive flex items-center gap-2 font-medium">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        {issues.length > 1 ? `The file was not imported: ${issues.length} problems to fix` : 'The file was not imported'}
      </p>
      <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5" aria-label="Problems in the file">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {issues.length > 0 && message.includes('problems in all') && (
        <p className="text-muted-foreground text-xs">{message.slice(message.indexOf('('))}</p>
      )}
    </div>
  );
}
