import { ArrowRight, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { RefObject } from 'react';
import type { PushField } from '#core/api/publish';
import { healthBand } from '#core/health/bands';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { BAND_TEXT_CLASS } from '../../health/index.ts';
import { cn } from '../../lib/cn.ts';
import { returnFocus } from '../../lib/return-focus.ts';
import type { PushFlow } from '../hooks/use-push-flow.ts';
import { FieldDiff } from './field-diff.tsx';

const LABELS: Record<PushField, string> = {
  title: 'Title',
  bullets: 'Key Features (Bullet Points)',
  description: 'Description',
  searchTerms: 'Search Terms',
};

type Props = {
  /** The push this dialog confirms: every opener drives it with usePushFlow. */
  flow: Pick<PushFlow, 'pending' | 'isPushing' | 'confirm' | 'cancel'>;
  /** Opened by state, not a DialogTrigger: the control focus goes back to on close (Save to Amazon, History). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** What will change at Amazon, Amazon's own verdict on it, and the score change; nothing is sent before Confirm. */
export function PushConfirmDialog({ flow, returnFocusRef }: Props) {
  const { pending, isPushing } = flow;
  const onConfirm = () => void flow.confirm();
  const onCancel = flow.cancel;
  const preview = pending?.preview;
  const isValid = preview?.verdict === 'VALID';
  const general = preview?.issues.filter((i) => i.field === null) ?? [];
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !isPushing && onCancel()}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
        onCloseAutoFocus={(event) => returnFocus(event, returnFocusRef.current)}
      >
        <DialogHeading
          title={pending?.rollbackOf ? 'Roll back on Amazon?' : 'Save to Amazon?'}
          description="Review the changes Amazon will receive. Only the fields below are changed; everything else on the listing stays as it is."
        />
        {preview && (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-4 text-sm">
              <p
                role="status"
                data-testid="amazon-verdict"
                className={cn('flex items-center gap-1.5 font-medium', isValid ? 'text-success' : 'text-destructive')}
              >
                {isValid ? (
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                ) : (
                  <XCircle className="size-4" aria-hidden="true" />
                )}
                {isValid ? 'Amazon validated this change' : 'Amazon would reject this change'}
              </p>
              <p className="flex items-center gap-1" data-testid="push-score-change" aria-label={scoreLabel(preview)}>
                Health score
                <span className={preview.scoreBefore === null ? '' : BAND_TEXT_CLASS[healthBand(preview.scoreBefore)]}>
                  {preview.scoreBefore ?? '—'}
                </span>
                <ArrowRight className="size-4" aria-label="to" />
                <span className={cn('font-semibold', BAND_TEXT_CLASS[healthBand(preview.scoreAfter)])}>{preview.scoreAfter}</span>
              </p>
            </div>
            {preview.diff.map((d) => (
              <FieldDiff
                key={d.field}
                label={LABELS[d.field]}
                before={d.before}
                after={d.after}
                issues={preview.issues.filter((i) => i.field === d.field)}
              />
            ))}
            {general.length > 0 && (
              <ul className="grid gap-1 text-sm" aria-label="Amazon issues">
                {general.map((issue, i) => (
                  <li key={i} className={issue.severity === 'ERROR' ? 'text-destructive' : ''}>
                    {issue.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isPushing}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={!isValid || isPushing}>
            {isPushing ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {isPushing ? 'Pushing...' : 'Confirm and push'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function scoreLabel(preview: { scoreBefore: number | null; scoreAfter: number }): string {
  return preview.scoreBefore === null
    ? `Health score after the push: ${preview.scoreAfter}`
    : `Health score before: ${preview.scoreBefore}, after the push: ${preview.scoreAfter}`;
}
