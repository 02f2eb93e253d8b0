import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { BatchItem } from '#core/api/publish';
import { cleanBullets, type CoreText } from '#core/listings/content';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { LoadError } from '../../components/load-error.tsx';
import { isNotFoundError } from '../../lib/api-client.ts';
import { applyPushed, pushErrorMessage, updateAmazon } from '../../publish/index.ts';
import { batchQueryOptions } from '../api.ts';
import { BackToListings } from '../../components/back-to-listings.tsx';

type PushState = { state: 'pushing' } | { state: 'pushed' } | { state: 'failed'; message: string };

const STATUS_TEXT = {
  queued: 'Waiting to start...',
  running: 'Optimizing...',
  done: 'Finished',
  stopped_no_credits: 'Stopped: out of credits',
  failed: 'Failed',
} as const;

/**
 * /batch/{jobId}: progress of a batch run, each draft next to the original, and a push of the
 * approved drafts one at a time through update-amazon (Amazon validates each before it applies).
 */
export function BatchPage() {
  const params = useParams<{ jobId: string }>();
  const jobId = Number.parseInt(params.jobId ?? '', 10);
  const isValidId = Number.isInteger(jobId) && jobId > 0;
  const job = useQuery({ ...batchQueryOptions(jobId), enabled: isValidId });
  const client = useQueryClient();
  const [approved, setApproved] = useState<ReadonlySet<number>>(new Set());
  const [pushes, setPushes] = useState<ReadonlyMap<number, PushState>>(new Map());
  const [isPushing, setIsPushing] = useState(false);

  if (!isValidId || isNotFoundError(job.error)) return <p className="p-6">Batch not found</p>;
  if (job.data === undefined) {
    if (!job.isError) return <p className="p-6">Loading...</p>;
    return (
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
        <BatchHeader />
        <Card className="px-6 py-12">
          <LoadError message="We couldn't load this batch." onRetry={() => void job.refetch()} isRetrying={job.isFetching} />
        </Card>
      </div>
    );
  }
  const data = job.data;
  const finished = data.done + data.failed;
  const toggle = (id: number) =>
    setApproved((prev) => (prev.has(id) ? new Set([...prev].filter((x) => x !== id)) : new Set([...prev, id])));
  const setPush = (id: number, s: PushState) => setPushes((prev) => new Map(prev).set(id, s));

  async function handlePushApproved() {
    setIsPushing(true);
    let ok = 0;
    // One by one: Amazon's patch quota is 5/s per seller, and a failure should not hide the rest.
    for (const item of data.items) {
      if (!approved.has(item.listingId) || !item.draft || pushes.get(item.listingId)?.state === 'pushed') continue;
      setPush(item.listingId, { state: 'pushing' });
      try {
        const answer = await updateAmazon(item.listingId, {
          ...item.draft,
          confirm: true,
          idempotencyKey: `batch-${data.jobId}-${item.listingId}-${item.versionId}`,
        });
        setPush(item.listingId, { state: 'pushed' });
        // An unchanged draft sent nothing: done, but not counted as saved.
        if (answer.status === 'ACCEPTED') {
          ok++;
          await applyPushed(client, item.listingId, item.draft, answer);
        }
      } catch (error) {
        setPush(item.listingId, { state: 'failed', message: pushErrorMessage(error) });
      }
    }
    setIsPushing(false);
    if (ok > 0) toast({ title: 'Success', description: `${ok} listing${ok === 1 ? '' : 's'} saved to Amazon` });
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
      <BatchHeader />
      <Card>
        <CardContent className="grid gap-2 pt-6">
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span data-testid="batch-status">{STATUS_TEXT[data.status]}</span>
            <span>
              {finished} of {data.total} listings
            </span>
          </div>
          <Progress value={data.total === 0 ? 0 : (finished / data.total) * 100} aria-label="Batch progress" />
          {data.error && <p className="text-destructive text-sm">{data.error}</p>}
          {/* A progress poll failed: the last known state stays on screen. */}
          {job.isError && (
            <LoadError
              className="items-start text-left"
              message="We couldn't refresh this batch's progress."
              onRetry={() => void job.refetch()}
              isRetrying={job.isFetching}
            />
          )}
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void handlePushApproved()} disabled={approved.size === 0 || isPushing}>
          {isPushing && <Loader2 className="animate-spin" aria-hidden="true" />}
          Push {approved.size} approved to Amazon
        </Button>
        <span className="text-muted-foreground text-sm">Amazon validates every draft before it is applied.</span>
      </div>
      {data.items.map((item) => (
        <BatchItemCard
          key={item.listingId}
          item={item}
          isApproved={approved.has(item.listingId)}
          onToggle={() => toggle(item.listingId)}
          push={pushes.get(item.listingId)}
          disabled={isPushing}
        />
      ))}
    </div>
  );
}

function BatchHeader() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold tracking-tight">Batch optimization</h1>
      <BackToListings />
    </div>
  );
}

type ItemProps = { item: BatchItem; isApproved: boolean; onToggle(): void; push: PushState | undefined; disabled: boolean };

function BatchItemCard({ item, isApproved, onToggle, push, disabled }: ItemProps) {
  const label = item.original?.title || `Listing ${item.listingId}`;
  return (
    <Card data-testid="batch-item">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <span className="truncate">{label}</span>
          <Badge variant={item.status === 'done' ? 'success' : item.status === 'failed' ? 'destructive' : 'secondary'}>
            {item.status === 'done' ? 'Draft ready' : item.status === 'failed' ? 'Failed' : 'Pending'}
          </Badge>
          {item.scoreAfter !== null && (
            <span className="text-sm font-normal">
              Score {item.scoreBefore ?? '—'} → {item.scoreAfter}
            </span>
          )}
          {push?.state === 'pushed' && <Badge variant="success">Saved to Amazon</Badge>}
          {push?.state === 'pushing' && <Badge variant="secondary">Pushing...</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {item.error && <p className="text-destructive text-sm">{item.error}</p>}
        {push?.state === 'failed' && <p className="text-destructive text-sm">{push.message}</p>}
        {item.draft && item.original && (
          <>
            <div className="grid gap-3 md:grid-cols-2">
              <TextColumn heading="Original" text={item.original} />
              <TextColumn heading="Optimized draft" text={item.draft} />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={isApproved} onChange={onToggle} disabled={disabled || push?.state === 'pushed'} />
              Approve this draft for Amazon
            </label>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function TextColumn({ heading, text }: { heading: string; text: CoreText }) {
  return (
    <div className="grid gap-1 rounded-md border p-3 text-sm">
      <p className="text-muted-foreground text-xs font-medium">{heading}</p>
      <p className="font-medium">{text.title}</p>
      <ul className="list-disc pl-5">
        {cleanBullets(text.bullets).map((b, i) => (
          <li key={i}>{b}</li>
        ))}
      </ul>
      <p className="text-muted-foreground whitespace-pre-wrap">{text.description}</p>
    </div>
  );
}
