import { plainLine } from '#core/text/plain-text';
import { useQuery } from '@tanstack/react-query';
import { Download, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { reviewFetchMessage } from '#core/faqs/review-fetch';
import { DEFAULT_REVIEW_COUNT, REVIEW_COUNTS } from '#core/faqs/schemas';
import { hasFeature } from '#core/plans/features';
import { useAuth } from '../../auth/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { OptionSelect } from '../../components/option-select.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isNotFoundError } from '../../lib/api-client.ts';
import { PlanGate, planGateToastAction } from '../../plans/index.ts';
import { listingQueryOptions, ListingStateNotice } from '../../listings/index.ts';
import { faqsQueryOptions, reviewSummaryQueryOptions, useGenerateFaqs } from '../api.ts';
import { FaqList } from '../components/faq-list.tsx';
import { ReviewUploadDialog } from '../components/review-upload-dialog.tsx';
import { downloadFaqHtml } from '../export-faqs.ts';
import { ListingLoadError } from '../../components/listing-load-error.tsx';
import { ListingNotFound } from '../../components/listing-not-found.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { BackToListings } from '../../components/back-to-listings.tsx';

const REVIEW_COUNT_OPTIONS = REVIEW_COUNTS.map((n) => ({ value: String(n), label: `Last ${n}` }));

const OVERVIEW_CHARS = 150;

export function FaqPage() {
  const params = useParams<{ id: string }>();
  const id = Number.parseInt(params.id ?? '', 10);
  const { user } = useAuth();
  const listing = useQuery({ ...listingQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const faqs = useQuery({ ...faqsQueryOptions(id), enabled: listing.isSuccess });
  const reviews = useQuery({ ...reviewSummaryQueryOptions(id), enabled: listing.isSuccess });
  const generate = useGenerateFaqs(id);
  const [reviewCount, setReviewCount] = useState(String(DEFAULT_REVIEW_COUNT));
  const allowed = user ? hasFeature(user.tier, 'faq') : false;

  if (!Number.isInteger(id) || id <= 0 || isNotFoundError(listing.error)) {
    return <ListingNotFound />;
  }
  if (listing.isError) {
    return (
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
        <FaqHeader />
        <ListingLoadError onRetry={() => void listing.refetch()} isRetrying={listing.isFetching} />
      </div>
    );
  }
  if (listing.isPending) return <FaqSkeleton />;

  const product = listing.data;
  // [] also while loading or after a failed fetch (Export disabled, no Regenerate); the card tells them apart.
  const items = faqs.data ?? [];

  async function handleGenerate(force: boolean) {
    try {
      const result = await generate.mutateAsync({ reviewCount: Number(reviewCount), force });
      toast({ title: 'FAQs generated', description: `${result.length} FAQs based on customer reviews` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'FAQ generation failed',
        description: errorMessage(error, 'Failed to generate FAQs'),
        action: planGateToastAction(error),
      });
    }
  }

  function handleExport() {
    try {
      downloadFaqHtml({ title: product.title, asin: product.asin, marketplaceId: product.marketplaceId }, items);
      toast({ title: 'Export complete', description: 'product-faqs.html has been downloaded.' });
    } catch {
      toast({ variant: 'destructive', title: 'Export failed', description: 'Failed to export FAQs' });
    }
  }

  // Amazon descriptions often carry HTML: the overview shows the words, not the tags.
  const description = plainLine(product.description);
  const overview = description
    ? description.length > OVERVIEW_CHARS
      ? `${description.slice(0, OVERVIEW_CHARS)}...`
      : description
    : 'No description available';

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
      <FaqHeader />
      <ListingStateNotice listing={product} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Select Product</CardTitle>
            <CardDescription>FAQs are written from this listing and what its customers say.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor="faq-product">Product</Label>
              <Select value={String(product.id)} disabled>
                <SelectTrigger id="faq-product" aria-label="Product">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={String(product.id)}>{product.title || product.sku}</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="faq-review-count">Reviews to Analyze</Label>
              <OptionSelect
                id="faq-review-count"
                label="Reviews to Analyze"
                value={reviewCount}
                options={REVIEW_COUNT_OPTIONS}
                onChange={setReviewCount}
              />
            </div>
            <div className="bg-muted/60 flex flex-wrap items-center justify-between gap-2 rounded-md p-3 text-sm">
              <span data-testid="review-count" role="status">
                {reviews.data
                  ? reviews.data.fetching && reviews.data.fromAmazon === 0
                    ? reviewFetchMessage(reviews.data.fetching)
                    : `${reviews.data.total} reviews available (${reviews.data.uploaded} uploaded, ${reviews.data.fromAmazon} from Amazon)`
                  : reviews.isError
                    ? "Couldn't count the reviews."
                    : 'Counting reviews...'}
              </span>
              {allowed && <ReviewUploadDialog listingId={product.id} />}
            </div>
            {allowed ? (
              <Button onClick={() => void handleGenerate(false)} disabled={generate.isPending}>
                <Sparkles /> {generate.isPending ? 'Generating...' : 'Generate FAQ'}
              </Button>
            ) : (
              <PlanGate feature="faq" title="Generate FAQ" showTier />
            )}
            <div className="grid gap-1">
              <h2 className="text-sm font-semibold">Product Overview</h2>
              <p className="text-muted-foreground text-sm">{overview}</p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle>Generated FAQ</CardTitle>
            <div className="flex gap-2">
              {/* Not while a generation runs: the list on screen is about to be replaced. */}
              <Button variant="outline" size="sm" disabled={items.length === 0 || generate.isPending} onClick={handleExport}>
                <Download /> Export FAQ HTML
              </Button>
              {allowed && items.length > 0 && (
                <Button variant="outline" size="sm" disabled={generate.isPending} onClick={() => void handleGenerate(true)}>
                  <RefreshCw /> Regenerate
                </Button>
              )}
            </div>
          </CardHeader>
          <CardContent>
            {faqs.data === undefined ? (
              faqs.isError ? (
                <LoadError
                  className="py-12"
                  message="We couldn't load the FAQs."
                  onRetry={() => void faqs.refetch()}
                  isRetrying={faqs.isFetching}
                />
              ) : (
                <div className="grid gap-3">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-20" />
                  ))}
                </div>
              )
            ) : items.length === 0 ? (
              <p className="text-muted-foreground py-12 text-center">No FAQs generated yet</p>
            ) : (
              <FaqList items={items} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function FaqHeader() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold tracking-tight">FAQ Generator</h1>
      <BackToListings />
    </div>
  );
}

function FaqSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-6" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
