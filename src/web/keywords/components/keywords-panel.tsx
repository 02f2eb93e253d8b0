import { AlertCircle, Info, Loader2, RefreshCw, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ListingKeyword, ListingKeywordsResponse, SqpState } from '#core/api/keywords';
import type { Listing } from '#core/api/listings';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { formatScore } from '../../health/index.ts';
import { useImportSqp, useListingKeywords, useSetTargetedKeywords, useUploadKeywords } from '../api.ts';

const PLACEMENT_LABEL: Record<NonNullable<ListingKeyword['placement']> | 'missing', string> = {
  title: 'Title',
  bullets: 'Bullets',
  description: 'Description',
  searchTerms: 'Search terms',
  missing: 'Missing',
};

const SOURCE_LABEL: Record<ListingKeyword['source'], string> = {
  sqp: 'SQP',
  'ads-upload': 'Ads report',
  upload: 'Keyword file',
};

/** Rows shown before "Show all": the strongest queries are the ones worth reading. */
const FIRST_ROWS = 25;

/** Optimize → Keywords: the Search coverage figure beside the health score, the keyword table and its sources. */
export function KeywordsPanel({ listing }: { listing: Listing }) {
  const keywords = useListingKeywords(listing.id);
  return (
    <Card role="region" aria-labelledby="keywords-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <CardTitle id="keywords-title">Keywords</CardTitle>
            {keywords.data?.keywords.some((k) => k.demo) && <Badge variant="secondary">Demo data</Badge>}
          </div>
          <CardDescription>The search terms shoppers use, where they come from, and where your listing has them.</CardDescription>
        </div>
        <KeywordActions listing={listing} sqp={keywords.data?.sqp ?? null} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {keywords.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading keywords">
            <Skeleton className="h-16" />
            <Skeleton className="h-40" />
          </div>
        ) : keywords.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <AlertCircle className="text-destructive size-4" aria-hidden="true" />
            {errorMessage(keywords.error, 'The keywords could not be loaded.')}
            <Button variant="outline" size="sm" onClick={() => void keywords.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <KeywordsBody listing={listing} data={keywords.data} />
        )}
      </CardContent>
    </Card>
  );
}

function KeywordsBody({ listing, data }: { listing: Listing; data: ListingKeywordsResponse }) {
  return (
    <>
      <Figures healthScore={listing.healthScore} coverage={data.coverage} />
      {data.sqp && <SqpNotice sqp={data.sqp} />}
      {data.suggestions.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Keyword suggestions">
          {data.suggestions.map((s) => (
            <li key={`${s.field}:${s.keyword}`} className="flex gap-2">
              <Info className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{s.message}</span>
            </li>
          ))}
        </ul>
      )}
      {data.keywords.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="keywords-empty">
          No keyword data for this listing yet. Upload the Amazon Ads search term report, or any CSV or TSV with a keyword column
          (and optional volume, ASIN or SKU columns)
          {listing.source === 'amazon'
            ? ', or import Search Query Performance from Amazon if your brand has Brand Analytics.'
            : '.'}
        </p>
      ) : (
        <KeywordsTable listingId={listing.id} keywords={data.keywords} />
      )}
    </>
  );
}

/** The two figures side by side: coverage is never folded into the score, so scores stay comparable. */
function Figures({ healthScore, coverage }: { healthScore: number | null; coverage: number | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
      <div className="rounded-md border p-3">
        <dt className="text-muted-foreground text-xs">Health score</dt>
        <dd className="text-2xl font-semibold">{formatScore(healthScore)}</dd>
      </div>
      <div className="rounded-md border p-3">
        <dt className="text-muted-foreground text-xs">Search coverage</dt>
        <dd className="text-2xl font-semibold" data-testid="search-coverage">
          {coverage === null ? '—' : `${Math.round(coverage * 100)}%`}
        </dd>
      </div>
    </dl>
  );
}

function SqpNotice({ sqp }: { sqp: SqpState }) {
  const age =
    sqp.periodStart && sqp.ageDays !== null
      ? `Search Query Performance: week of ${sqp.periodStart} (${sqp.ageDays === 1 ? '1 day' : `${sqp.ageDays} days`} old).`
      : null;
  if (sqp.status === 'queued' || sqp.status === 'running')
    return (
      <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Importing Search Query Performance from Amazon…
      </p>
    );
  if (!sqp.message && !age) return null;
  return (
    <div className="bg-muted/50 grid gap-1 rounded-md border p-3 text-sm" role="status" data-testid="sqp-notice">
      {sqp.message && <p>{sqp.message}</p>}
      {age && <p className="text-muted-foreground">{age}</p>}
    </div>
  );
}

function KeywordActions({ listing, sqp }: { listing: Listing; sqp: SqpState | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadKeywords(listing.id);
  const importSqp = useImportSqp(listing.id);
  const uploadError = upload.error instanceof ApiError ? upload.error : null;

  function handleFile(file: File | undefined) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) =>
        toast({
          title: 'Keywords imported',
          description: `${result.keywords.toLocaleString('en-US')} ${result.keywords === 1 ? 'keyword' : 'keywords'} from the file`,
        }),
    });
  }

  return (
    <div className="grid justify-items-end gap-2">
      <div className="flex flex-wrap gap-2">
        {listing.source === 'amazon' && sqp?.status !== 'no-brand-analytics' && (
          <Button
            variant="outline"
            size="sm"
            disabled={importSqp.isPending || sqp?.status === 'queued' || sqp?.status === 'running'}
            onClick={() =>
              importSqp.mutate(undefined, {
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Import failed',
                    description: errorMessage(error, 'Please try again.'),
                  }),
              })
            }
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Import from Amazon
          </Button>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt"
          className="sr-only"
          aria-label="Keyword file"
          onChange={(e) => {
            handleFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="size-4" aria-hidden="true" />
          )}
          Upload keywords
        </Button>
      </div>
      {upload.isError && (
        <div role="alert" className="border-destructive/40 bg-destructive/5 grid max-w-md gap-1 rounded-md border p-3 text-sm">
          <p className="text-destructive font-medium">The file was not imported</p>
          <ul className="max-h-40 list-disc overflow-y-auto pl-5" aria-label="Problems in the file">
            {(uploadError && uploadError.issues.length > 0
              ? uploadError.issues.map((i) => i.message)
              : [errorMessage(upload.error, 'The upload failed.')]
            ).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function KeywordsTable({ listingId, keywords }: { listingId: number; keywords: readonly ListingKeyword[] }) {
  const [showAll, setShowAll] = useState(false);
  const target = useSetTargetedKeywords(listingId);
  // The choice being saved, set in the click itself so the box flips at once; a refused change
  // drops it and the boxes show the server's choice again.
  const [saving, setSaving] = useState<ReadonlySet<string> | null>(null);
  const targeted = saving ?? new Set(keywords.filter((k) => k.targeted).map((k) => k.keyword));
  const rows = showAll ? keywords : keywords.slice(0, FIRST_ROWS);

  function toggle(keyword: string, on: boolean) {
    const next = new Set(targeted);
    if (on) next.add(keyword);
    else next.delete(keyword);
    setSaving(next);
    target.mutate([...next], {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(error, 'Please try again.') }),
      onSettled: () => setSaving(null),
    });
  }

  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-xs">
        Tick the keywords to target: Optimize Now works them into the title, the bullets and the search terms.
      </p>
      <Table aria-label="Keywords">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">Target</span>
            </TableHead>
            <TableHead>Query</TableHead>
            <TableHead className="text-right">Volume</TableHead>
            <TableHead className="text-right">Impression share</TableHead>
            <TableHead className="text-right">Click share</TableHead>
            <TableHead className="text-right">Purchase share</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Period</TableHead>
            <TableHead>Appears in</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((k) => (
            <TableRow key={`${k.source}:${k.keyword}`} data-testid="keyword-row">
              <TableCell>
                <input
                  type="checkbox"
                  className="size-4"
                  checked={targeted.has(k.keyword)}
                  disabled={saving !== null}
                  aria-label={`Target "${k.keyword}"`}
                  onChange={(e) => toggle(k.keyword, e.target.checked)}
                />
              </TableCell>
              <TableCell className="font-medium">{k.keyword}</TableCell>
              <TableCell className="text-right tabular-nums">{volumeText(k)}</TableCell>
              <TableCell className="text-right tabular-nums">{share(k.impressionShare)}</TableCell>
              <TableCell className="text-right tabular-nums">{share(k.clickShare)}</TableCell>
              <TableCell className="text-right tabular-nums">{share(k.purchaseShare)}</TableCell>
              <TableCell>
                {SOURCE_LABEL[k.source]}
                {k.demo && <span className="text-muted-foreground block text-xs">Demo data</span>}
              </TableCell>
              <TableCell className="whitespace-nowrap">{periodText(k)}</TableCell>
              <TableCell>
                {k.placement ? PLACEMENT_LABEL[k.placement] : <span className="text-destructive">{PLACEMENT_LABEL.missing}</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {keywords.length > FIRST_ROWS && (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${keywords.length.toLocaleString('en-US')} keywords`}
        </Button>
      )}
    </div>
  );
}

function volumeText(k: ListingKeyword): string {
  if (k.volume !== null) return k.volume.toLocaleString('en-US');
  // The Ads report has no search volume: its impressions are the closest figure, and say so.
  if (k.impressions !== null) return `${k.impressions.toLocaleString('en-US')} ad impr.`;
  return '—';
}

function share(value: number | null): string {
  return value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

function periodText(k: ListingKeyword): string {
  if (k.source === 'sqp' && k.periodStart) return `Week of ${k.periodStart}`;
  return k.periodEnd ? `Uploaded ${k.periodEnd}` : '—';
}
