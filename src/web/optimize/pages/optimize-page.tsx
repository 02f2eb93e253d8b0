import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import type { Listing } from '#core/api/listings';
import { DEFAULT_LANGUAGE, type Language } from '#core/languages';
import { findMarketplace } from '#core/marketplaces';
import { cleanBullets, sameListingText, type ListingText } from '#core/listings/content';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isNotFoundError } from '../../lib/api-client.ts';
import { planGateToastAction, usePlanCoverage } from '../../plans/index.ts';
import { publicConfigQueryOptions } from '../../lib/public-config.ts';
import { listingQueryOptions, ListingStateNotice } from '../../listings/index.ts';
import { HistoryButton, type PushText } from '../../publish/index.ts';
import { KeywordsPanel } from '../../keywords/index.ts';
import { useOptimizeDraft, useOptimizeListing } from '../api.ts';
import { OptimizationEditor } from '../components/optimization-editor.tsx';
import { ProductDetailsCard } from '../components/product-details-card.tsx';
import { PLAN_NOTICE_ID, PlanMarketplaceNotice } from '../components/plan-marketplace-notice.tsx';
import { RewriteDiff } from '../components/rewrite-diff.tsx';
import { confirmedKeywords, KeywordConfirmations, type KeywordAnswer } from '../components/keyword-confirmations.tsx';
import { summarizeChange } from '../change-summary.ts';
import { editorTextOf } from '../editor-text.ts';
import { useLiveScore } from '../hooks/use-live-score.ts';
import { useRestoreUnsavedDraft } from '../hooks/use-unsaved-draft.ts';
import type { ListingVersion } from '#core/api/publish';
import { cn } from '../../lib/cn.ts';
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
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
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
  const original = useMemo(() => editorTextOf(listing), [listing]);
  const [fields, setFields] = useState<ListingText>(original);
  const [draftText, setDraftText] = useState<ListingText | null>(null);
  const [phoneTab, setPhoneTab] = usePhoneTab();
  const result = useOptimizeDraft(listing.id);
  const liveScore = useLiveScore(listing, fields);
  const originalScore = useLiveScore(listing, original);
  // The AI draft as it came: the server's scores of the listing and the draft. Once the seller edits
  // it, both sides are the browser's text score, so the two numbers always come from one scorer.
  const isDraftAsIs = result !== null && draftText !== null && sameListingText(fields, draftText);
  const ownLanguage: Language = findMarketplace(listing.marketplaceId)?.language ?? DEFAULT_LANGUAGE;
  // The default language is en, which is every US listing's own language; a listing of amazon.de starts in
  // German so Optimize Now works offline without a translation the engine cannot do.
  const [language, setLanguage] = useState<Language>(ownLanguage);
  const coverage = usePlanCoverage(listing.marketplaceId);
  // "Is this true of your product?" answers, for this screen: a confirmed keyword goes with the next run.
  const [answers, setAnswers] = useState<ReadonlyMap<string, KeywordAnswer>>(new Map());

  function handleAnswer(keyword: string, answer: KeywordAnswer | null) {
    setAnswers((before) => {
      const next = new Map(before);
      if (answer) next.set(keyword, answer);
      else next.delete(keyword);
      return next;
    });
  }

  async function handleOptimize() {
    try {
      const next = await optimize.mutateAsync({ language, confirmedKeywords: confirmedKeywords(answers) });
      // The draft replaces what the user typed: the editor is theirs to change again from here.
      const drafted: ListingText = {
        title: next.title,
        bullets: next.bullets,
        description: next.description,
        searchTerms: next.searchTerms ?? fields.searchTerms,
      };
      setFields(drafted);
      setDraftText(drafted);
      toast({
        title: 'Optimization complete',
        description: (
          <>
            <span>Your listing has been successfully optimized</span>{' '}
            <span data-testid="optimize-change-summary">{summarizeChange(listing.issues, next.issues, next.movedFacts)}</span>
          </>
        ),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Optimization failed',
        description: errorMessage(error, 'Failed to optimize listing'),
        action: planGateToastAction(error),
      });
    }
  }

  // An AI draft from the history: in the editor as it was drafted, without a new run.
  function openDraft(version: ListingVersion) {
    const drafted: ListingText = {
      title: version.title,
      bullets: [...version.bullets],
      description: version.description,
      searchTerms: version.searchTerms ?? fields.searchTerms,
    };
    setFields(drafted);
    setDraftText(drafted);
  }
  // After a reload, the draft the seller had not pushed is back, unless they have started typing.
  useRestoreUnsavedDraft(listing.id, (draft) => {
    if (draftText === null && sameListingText(fields, original)) openDraft(draft);
  });

  // A push or rollback Amazon accepted: the editor holds what is now on the listing, at once.
  function handlePushed(text: PushText) {
    const pushed: ListingText = {
      title: text.title,
      bullets: cleanBullets(text.bullets),
      description: text.description,
      searchTerms: text.searchTerms ?? fields.searchTerms,
    };
    setFields(pushed);
    setDraftText(null);
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
      <PageHeader
        listingId={listing.id}
        actions={
          <HistoryButton
            listingId={listing.id}
            canPush={listing.source === 'amazon' && listing.state === 'active'}
            onPushed={handlePushed}
            onRestoreDraft={openDraft}
          />
        }
      />
      <ListingStateNotice listing={listing} />
      {coverage.isOutside && (
        <PlanMarketplaceNotice listingMarketplaceId={listing.marketplaceId} planMarketplaceName={coverage.planMarketplaceName} />
      )}
      <PhoneTabs value={phoneTab} onChange={setPhoneTab} issueCount={listing.issues.length} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div id="optimize-panel-details" className={cn(phoneTab !== 'details' && 'hidden lg:block')}>
          <ProductDetailsCard listing={listing} />
        </div>
        <div id="optimize-panel-editor" className={cn(phoneTab !== 'editor' && 'hidden lg:block')}>
          <OptimizationEditor
            listing={listing}
            fields={fields}
            onFieldsChange={setFields}
            liveScore={liveScore}
            onPushed={handlePushed}
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
      </div>
      <KeywordConfirmations keywords={result?.needsConfirmation ?? []} answers={answers} onAnswer={handleAnswer} />
      <KeywordsPanel listing={listing} />
      {(draftText !== null || !sameListingText(fields, original)) && (
        <RewriteDiff
          original={original}
          optimized={fields}
          scoreBefore={isDraftAsIs ? result.previousScore : originalScore}
          scoreAfter={isDraftAsIs ? result.healthScore : liveScore}
          notes={isDraftAsIs ? result.notes : []}
          isEdited={draftText !== null && !sameListingText(fields, draftText)}
        />
      )}
    </div>
  );
}

type PhoneTab = 'details' | 'editor';

/**
 * The open tab lives in the URL (?tab=editor), so a reload or a shared link keeps the seller in the
 * editor they were typing in. Replace, not push: a tab switch is not a page for Back to return to.
 */
function usePhoneTab(): [PhoneTab, (tab: PhoneTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: PhoneTab = params.get('tab') === 'editor' ? 'editor' : 'details';
  const setTab = (next: PhoneTab) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'editor') updated.set('tab', 'editor');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * On a phone the two cards stack, and a long issue list would push the editor far down: two tabs
 * show one card at a time. From the lg breakpoint both cards sit side by side and the tabs go.
 */
function PhoneTabs({ value, onChange, issueCount }: { value: PhoneTab; onChange: (tab: PhoneTab) => void; issueCount: number }) {
  const tabs: { id: PhoneTab; label: string }[] = [
    { id: 'details', label: issueCount > 0 ? `Score & issues (${issueCount})` : 'Score & issues' },
    { id: 'editor', label: 'Editor' },
  ];
  return (
    <div role="tablist" aria-label="Optimize sections" className="bg-muted text-muted-foreground flex rounded-md p-1 lg:hidden">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={value === tab.id}
          aria-controls={`optimize-panel-${tab.id}`}
          onClick={() => onChange(tab.id)}
          className="data-[state=active]:bg-card data-[state=active]:text-foreground flex-1 cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium data-[state=active]:shadow-sm"
          data-state={value === tab.id ? 'active' : 'inactive'}
        >
          {tab.label}
        </button>
      ))}
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
        {listingId !== undefined && (
          <Link href={paths.performance(listingId)} className="text-primary text-sm underline-offset-4 hover:underline">
            Performance
          </Link>
        )}
        <BackToListings />
      </div>
    </div>
  );
}

function OptimizeSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6" aria-busy="true" aria-label="Loading listing">
      <PageHeader />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-96" />
        <Skeleton className="h-[32rem]" />
      </div>
    </div>
  );
}
