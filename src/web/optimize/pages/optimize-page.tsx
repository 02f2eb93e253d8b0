import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { Listing } from '#core/api/listings';
import { DEFAULT_LANGUAGE, type Language } from '#core/languages';
import { findMarketplace } from '#core/marketplaces';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isNotFoundError } from '../../lib/api-client.ts';
import { planGateToastAction, usePlanCoverage } from '../../plans/index.ts';
import { publicConfigQueryOptions } from '../../lib/public-config.ts';
import { listingQueryOptions, ListingStateNotice } from '../../listings/index.ts';
import { HistoryButton } from '../../publish/index.ts';
import { useOptimizeDraft, useOptimizeListing } from '../api.ts';
import { OptimizationEditor } from '../components/optimization-editor.tsx';
import { ProductDetailsCard } from '../components/product-details-card.tsx';
import { PLAN_NOTICE_ID, PlanMarketplaceNotice } from '../components/plan-marketplace-notice.tsx';
import { RewriteDiff, type DiffText } from '../components/rewrite-diff.tsx';
import { ListingLoadError } from '../../components/listing-load-error.tsx';
import { ListingNotFound } from '../../components/listing-not-found.tsx';
import { BackToListings } from '../../components/back-to-listings.tsx';

export function OptimizePage() {
  const params = useParams<{ id: string }>();
  const id = Number.parseInt(params.id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const listing = useQuery({ ...listingQueryOptions(id), enabled: valid });

  if (!valid || isNotFoundError(listing.error)) return <ListingNotFound />;
  if (listing.isError) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6">
        <PageHeader />
        <ListingLoadError onRetry={() => void listing.refetch()} isRetrying={listing.isFetching} />
      </div>
    );
  }
  if (listing.isPending) return <OptimizeSkeleton />;
  // Keyed by id so the editor starts from the listing's own text when another listing opens.
  return <OptimizeWorkspace key={listing.data.id} listing={listing.data} />;
}

function OptimizeWorkspace({ listing }: { listing: Listing }) {
  const config = useQuery(publicConfigQueryOptions());
  const optimize = useOptimizeListing(listing.id);
  const original: DiffText = { title: listing.title, bullets: listing.bullets, description: listing.description };
  const [fields, setFields] = useState<DiffText>(original);
  const ownLanguage: Language = findMarketplace(listing.marketplaceId)?.language ?? DEFAULT_LANGUAGE;
  // The default language is en, which is every US listing's own language; a listing of amazon.de starts in
  // German so Optimize Now works offline without a translation the engine cannot do.
  const [language, setLanguage] = useState<Language>(ownLanguage);
  const result = useOptimizeDraft(listing.id);
  const coverage = usePlanCoverage(listing.marketplaceId);

  async function handleOptimize() {
    try {
      const next = await optimize.mutateAsync(language);
      // The draft replaces what the user typed: the editor is theirs to change again from here.
      setFields({ title: next.title, bullets: next.bullets, description: next.description });
      toast({ title: 'Optimization complete', description: 'Your listing has been successfully optimized' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Optimization failed',
        description: errorMessage(error, 'Failed to optimize listing'),
        action: planGateToastAction(error),
      });
    }
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6">
      <PageHeader
        listingId={listing.id}
        actions={<HistoryButton listingId={listing.id} canPush={listing.source === 'amazon' && listing.state === 'active'} />}
      />
      <ListingStateNotice listing={listing} />
      {coverage.isOutside && (
        <PlanMarketplaceNotice listingMarketplaceId={listing.marketplaceId} planMarketplaceName={coverage.planMarketplaceName} />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ProductDetailsCard listing={listing} />
        <OptimizationEditor
          listing={listing}
          fields={fields}
          onFieldsChange={setFields}
          language={language}
          onLanguageChange={setLanguage}
          ownLanguage={ownLanguage}
          isOffline={config.data?.llmProvider === 'offline'}
          isOptimizing={optimize.isPending}
          onOptimize={handleOptimize}
          planMarketplaceId={coverage.planMarketplaceId}
          blockedBy={coverage.isOutside ? PLAN_NOTICE_ID : undefined}
        />
      </div>
      {result && (
        <RewriteDiff
          original={original}
          rewritten={result}
          scoreBefore={result.previousScore}
          scoreAfter={result.healthScore}
          notes={result.notes}
        />
      )}
    </div>
  );
}

function PageHeader({ actions, listingId }: { actions?: ReactNode; listingId?: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold tracking-tight">Optimize Listing</h1>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        {listingId !== undefined && (
          <Button variant="outline" asChild>
            <Link href={paths.enhancedContent(listingId)}>A+ Content</Link>
          </Button>
        )}
        <BackToListings />
      </div>
    </div>
  );
}

function OptimizeSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6" aria-busy="true" aria-label="Loading listing">
      <PageHeader />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-96" />
        <Skeleton className="h-[32rem]" />
      </div>
    </div>
  );
}
