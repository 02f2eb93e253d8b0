import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PushAccepted, PushPreview, PushUnchanged } from '#core/api/publish';
import { toast } from '../../components/ui/use-toast.ts';
import { applyPushed, previewRollback, pushErrorMessage, updateAmazon, type PushText } from '../api.ts';

/** A previewed change waiting for the user's confirmation. */
export type PendingPush = {
  text: PushText;
  preview: PushPreview;
  rollbackOf?: number;
  /** The rolled-back version as History names it (version-name.ts). */
  rollbackName?: string;
  idempotencyKey: string;
};

/** Called once Amazon accepted a push or a rollback, with the text now on the listing. */
export type OnPushed = (text: PushText, answer: PushAccepted) => void;

const CHANGED_SINCE_PREVIEW = 'The listing changed since the preview. Check the changes and confirm again.';

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function showFailure(error: unknown): void {
  toast({ variant: 'destructive', title: 'Update failed', description: pushErrorMessage(error) });
}

/** Unchanged text is a notice, not a failure: nothing was wrong, there was just nothing to send. */
function showUnchanged(answer: PushUnchanged): void {
  toast({ title: 'Already up to date', description: answer.message });
}

function showPushed(p: PendingPush, answer: PushAccepted): void {
  const score = answer.scoreBefore === null ? '' : ` Health score ${answer.scoreBefore} → ${answer.scoreAfter}.`;
  if (p.rollbackOf) {
    toast({
      title: 'Rolled back',
      description: `Your listing was rolled back on Amazon to the ${p.rollbackName ?? 'version you chose'}.${score}`,
    });
  } else {
    toast({ title: 'Success', description: 'Your listing has been saved to Amazon' });
  }
}

/**
 * Preview → confirm → push, shared by Save to Amazon and Roll back. Confirm carries the preview's
 * id, so Amazon validates the change once (at the preview) and the push sends what it validated;
 * when the listing changed in between, the answer is a new preview and the dialog asks again. The idempotency key is made
 * once per previewed change, so pressing Confirm again after a failure or a lost answer can never
 * apply the change twice. An accepted push refreshes what it changed (applyPushed) and tells the
 * screen, which shows the pushed text at once.
 */
export type PushFlow = ReturnType<typeof usePushFlow>;

export function usePushFlow(listingId: number, onPushed?: OnPushed) {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingPush | null>(null);
  const preview = useMutation({ mutationFn: (text: PushText) => updateAmazon(listingId, { ...text }) });
  const rollback = useMutation({ mutationFn: (versionId: number) => previewRollback(listingId, versionId) });
  const push = useMutation({
    mutationFn: (p: PendingPush) =>
      updateAmazon(listingId, {
        ...p.text,
        confirm: true,
        idempotencyKey: p.idempotencyKey,
        rollbackOf: p.rollbackOf,
        previewId: p.preview.previewId ?? undefined,
      }),
  });

  async function startPush(text: PushText): Promise<void> {
    try {
      const answer = await preview.mutateAsync(text);
      if (answer.status === 'PREVIEW') setPending({ text, preview: answer, idempotencyKey: newIdempotencyKey() });
      else if (answer.status === 'UNCHANGED') showUnchanged(answer);
    } catch (error) {
      showFailure(error);
    }
  }

  async function startRollback(versionId: number, name?: string): Promise<boolean> {
    try {
      const answer = await rollback.mutateAsync(versionId);
      if (answer.status === 'UNCHANGED') {
        showUnchanged(answer);
        return false;
      }
      const { text, versionId: rollbackOf, ...previewOnly } = answer;
      setPending({ text, preview: previewOnly, rollbackOf, rollbackName: name, idempotencyKey: newIdempotencyKey() });
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  }

  async function confirm(): Promise<void> {
    if (!pending) return;
    let answer;
    try {
      answer = await push.mutateAsync(pending);
    } catch (error) {
      // The dialog stays open with the same key: Confirm again retries the same change.
      showFailure(error);
      return;
    }
    if (answer.status === 'PREVIEW') {
      // The listing changed since the preview (a sync, another tab): nothing was sent; the dialog shows the new diff.
      setPending({ ...pending, preview: answer });
      toast({ title: 'The listing changed', description: CHANGED_SINCE_PREVIEW });
      return;
    }
    setPending(null);
    if (answer.status === 'UNCHANGED') {
      showUnchanged(answer);
      return;
    }
    if (answer.status !== 'ACCEPTED') return;
    onPushed?.(pending.text, answer);
    showPushed(pending, answer);
    await applyPushed(client, listingId, pending.text, answer);
  }

  return {
    pending,
    isPreviewing: preview.isPending || rollback.isPending,
    isPushing: push.isPending,
    startPush,
    startRollback,
    confirm,
    cancel: () => setPending(null),
  };
}
