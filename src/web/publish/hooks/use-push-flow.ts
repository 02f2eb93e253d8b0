import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PushPreview, PushUnchanged } from '#core/api/publish';
import { toast } from '../../components/ui/use-toast.ts';
import { previewRollback, pushErrorMessage, updateAmazon, versionsQueryOptions, type PushText } from '../api.ts';

/** A previewed change waiting for the user's confirmation. */
export type PendingPush = { text: PushText; preview: PushPreview; rollbackOf?: number; idempotencyKey: string };

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

/**
 * Preview → confirm → push, shared by Save to Amazon and Roll back. The idempotency key is made
 * once per previewed change, so pressing Confirm again after a failure or a lost answer can never
 * apply the change twice. A push does not refresh the listing list, only the history.
 */
export function usePushFlow(listingId: number) {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingPush | null>(null);
  const preview = useMutation({ mutationFn: (text: PushText) => updateAmazon(listingId, { ...text }) });
  const rollback = useMutation({ mutationFn: (versionId: number) => previewRollback(listingId, versionId) });
  const push = useMutation({
    mutationFn: (p: PendingPush) =>
      updateAmazon(listingId, { ...p.text, confirm: true, idempotencyKey: p.idempotencyKey, rollbackOf: p.rollbackOf }),
    onSettled: () => client.invalidateQueries({ queryKey: versionsQueryOptions(listingId).queryKey, exact: true }),
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

  async function startRollback(versionId: number): Promise<boolean> {
    try {
      const answer = await rollback.mutateAsync(versionId);
      if (answer.status === 'UNCHANGED') {
        showUnchanged(answer);
        return false;
      }
      const { text, versionId: rollbackOf, ...previewOnly } = answer;
      setPending({ text, preview: previewOnly, rollbackOf, idempotencyKey: newIdempotencyKey() });
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  }

  async function confirm(): Promise<void> {
    if (!pending) return;
    try {
      const answer = await push.mutateAsync(pending);
      setPending(null);
      if (answer.status === 'UNCHANGED') showUnchanged(answer);
      else toast({ title: 'Success', description: 'Your listing has been saved to Amazon' });
    } catch (error) {
      // The dialog stays open with the same key: Confirm again retries the same change.
      showFailure(error);
    }
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
