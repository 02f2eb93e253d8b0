import { useQuery } from '@tanstack/react-query';
import { History, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ListingVersion } from '#core/api/publish';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { versionsQueryOptions } from '../api.ts';
import { usePushFlow, type OnPushed } from '../hooks/use-push-flow.ts';
import { PushConfirmDialog } from './push-confirm-dialog.tsx';
import { KIND_LABELS, versionName } from '../version-name.ts';

const STATUS_LABELS: Record<string, string> = {
  ACCEPTED: 'Accepted',
  LIVE: 'Live',
  ISSUES: 'Amazon reported issues',
  NOT_LIVE: 'Not live yet',
};

type Props = {
  listingId: number;
  canPush: boolean;
  onPushed?: OnPushed;
  /** Puts an AI draft's text back in the editor: a draft already paid for costs no credit again. */
  onRestoreDraft?: (version: ListingVersion) => void;
};

/**
 * The listing's versions, newest first. Roll back re-pushes a version's text through the same
 * preview-and-confirm dialog as Save to Amazon, so Amazon validates it first; it is offered only on
 * versions that were live at Amazon, never on an AI draft: a draft opens in the editor instead.
 */
export function HistoryButton({ listingId, canPush, onPushed, onRestoreDraft }: Props) {
  const [open, setOpen] = useState(false);
  const historyRef = useRef<HTMLButtonElement>(null);
  const flow = usePushFlow(listingId, onPushed);
  // Read afresh each time the dialog opens: the editor read the history when the page loaded, and a
  // push from another tab since then belongs in it.
  const versions = useQuery({ ...versionsQueryOptions(listingId), enabled: open, staleTime: 0 });
  const [rollingBack, setRollingBack] = useState<number | null>(null);

  async function handleRollback(version: ListingVersion) {
    setRollingBack(version.id);
    const opened = await flow.startRollback(version.id, versionName(version));
    setRollingBack(null);
    if (opened) setOpen(false);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* A DialogTrigger, so Radix puts focus back on it when the dialog closes. */}
        <DialogTrigger asChild>
          <Button ref={historyRef} variant="outline">
            <History aria-hidden="true" /> History
          </Button>
        </DialogTrigger>
        <DialogContent
          className="max-h-[90vh] overflow-y-auto sm:max-w-4xl"
          // Closed because a roll back's confirm dialog opened: that dialog holds focus now.
          onCloseAutoFocus={(event) => {
            if (flow.pending) event.preventDefault();
          }}
        >
          <DialogHeading title="Version history" description="Every imported, drafted and pushed version of this listing." />
          {versions.isPending && <p className="text-muted-foreground text-sm">Loading...</p>}
          {versions.isError && <p className="text-destructive text-sm">Failed to load the history.</p>}
          {!versions.isError && versions.data?.length === 0 && (
            <p className="text-muted-foreground text-sm">No versions yet. Pushing a change keeps the imported text here first.</p>
          )}
          {!versions.isError && versions.data && versions.data.length > 0 && (
            <Table aria-label="Versions">
              <TableHeader>
                <TableRow>
                  <TableHead>Version</TableHead>
                  <TableHead>Author</TableHead>
                  <TableHead>Time</TableHead>
                  <TableHead>Score</TableHead>
                  <TableHead>Text</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {versions.data.map((v) => (
                  <TableRow key={v.id} data-testid="version-row">
                    <TableCell>
                      <div className="grid justify-items-start gap-1">
                        <Badge variant={v.kind === 'pushed' || v.kind === 'rolled_back' ? 'default' : 'secondary'}>
                          {KIND_LABELS[v.kind]}
                        </Badge>
                        {v.submissionStatus && (
                          <span className="text-muted-foreground text-xs">
                            {STATUS_LABELS[v.submissionStatus] ?? v.submissionStatus}
                          </span>
                        )}
                      </div>
                    </TableCell>
                    <TableCell>{v.author}</TableCell>
                    <TableCell>
                      <time dateTime={v.createdAt}>{new Date(v.createdAt).toLocaleString()}</time>
                    </TableCell>
                    <TableCell>{v.healthScore ?? '—'}</TableCell>
                    <TableCell className="max-w-64">
                      <p className="truncate" title={v.title}>
                        {v.title}
                      </p>
                      <p className="text-muted-foreground truncate text-xs" title={v.searchTerms ?? undefined}>
                        Search terms: <span data-testid="version-search-terms">{v.searchTerms || '—'}</span>
                      </p>
                    </TableCell>
                    <TableCell>
                      {v.kind === 'ai_draft' && onRestoreDraft && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            onRestoreDraft(v);
                            setOpen(false);
                          }}
                        >
                          Open in editor
                        </Button>
                      )}
                      {v.live && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={!canPush || rollingBack !== null}
                          onClick={() => void handleRollback(v)}
                          aria-label={`Roll back to the ${versionName(v)}`}
                        >
                          {rollingBack === v.id && <Loader2 className="animate-spin" aria-hidden="true" />}
                          Roll back
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      </Dialog>
      {/* Its Roll back button is gone with the history dialog: focus returns to History. */}
      <PushConfirmDialog flow={flow} returnFocusRef={historyRef} />
    </>
  );
}
