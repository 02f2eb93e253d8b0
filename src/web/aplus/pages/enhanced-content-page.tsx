import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { checkAplusDraft } from '#core/aplus/check';
import type { AplusModule } from '#core/aplus/modules';
import { DEFAULT_APLUS_SETTINGS, type AplusSettings } from '#core/aplus/settings';
import { hasFeature } from '#core/plans/features';
import { useAuth } from '../../auth/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { isPlanGateError, PlanBadge } from '../../plans/index.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage, isNotFoundError } from '../../lib/api-client.ts';
import { listingQueryOptions } from '../../listings/index.ts';
import { aplusDraftQueryOptions, downloadAplusPdf, useGenerateAplus, usePublishAplus, useSaveAplusModules } from '../api.ts';
import { ContentSettingsCard } from '../components/content-settings-card.tsx';
import { GeneratedContentCard } from '../components/generated-content-card.tsx';
import { ProductInfoCard } from '../components/product-info-card.tsx';
import { ReconnectNotice } from '../components/reconnect-notice.tsx';
import { ListingLoadError } from '../../components/listing-load-error.tsx';
import { ListingNotFound } from '../../components/listing-not-found.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BackToListings } from '../../components/back-to-listings.tsx';

export function EnhancedContentPage() {
  const params = useParams<{ id: string }>();
  const id = Number.parseInt(params.id ?? '', 10);
  const isValidId = Number.isInteger(id) && id > 0;
  const { user, refresh } = useAuth();
  const listing = useQuery({ ...listingQueryOptions(id), enabled: isValidId });
  const draft = useQuery({ ...aplusDraftQueryOptions(id), enabled: listing.isSuccess });
  const generate = useGenerateAplus(id);
  const save = useSaveAplusModules(id);
  const publish = usePublishAplus(id);
  const [settingsEdit, setSettingsEdit] = useState<AplusSettings | null>(null);
  // In-place edits of the preview; null = showing the stored draft as is.
  const [edits, setEdits] = useState<AplusModule[] | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  // Amazon's refusal of A+ access, in the server's words, until a later publish goes through.
  const [reconnect, setReconnect] = useState<string | null>(null);

  const stored = draft.data ?? null;
  const settings = settingsEdit ?? stored?.settings ?? { ...DEFAULT_APLUS_SETTINGS };
  const modules = edits ?? stored?.modules ?? null;
  const marketplaceId = listing.data?.marketplaceId;
  const brand = listing.data?.brand;
  const facts = useMemo(
    () =>
      listing.data
        ? { title: listing.data.title, bullets: listing.data.bullets, description: listing.data.description }
        : undefined,
    [listing.data],
  );
  // The same pure rules and fact check as the server, so findings follow every keystroke.
  const check = useMemo(
    () =>
      modules && stored && marketplaceId
        ? checkAplusDraft({ modules, template: stored.settings.template, marketplaceId, brand, listing: facts })
        : null,
    [modules, stored, marketplaceId, brand, facts],
  );

  if (!isValidId || isNotFoundError(listing.error) || isNotFoundError(draft.error)) return <ListingNotFound />;
  if (listing.isError) {
    return (
      <AplusFrame>
        <ListingLoadError onRetry={() => void listing.refetch()} isRetrying={listing.isFetching} />
      </AplusFrame>
    );
  }
  if (listing.isPending || draft.isPending) {
    return <p className="text-muted-foreground p-8 text-center">Loading Enhanced Content Creator...</p>;
  }
  // Unknown draft: no "No content generated yet" and no Generate, which would overwrite a stored draft.
  if (draft.isError) {
    return (
      <AplusFrame>
        <Card className="px-6 py-12">
          <LoadError
            message="We couldn't load your saved A+ content."
            onRetry={() => void draft.refetch()}
            isRetrying={draft.isFetching}
          />
        </Card>
      </AplusFrame>
    );
  }

  const allowed = user ? hasFeature(user.tier, 'aplus') : false;
  const isBusy = generate.isPending || save.isPending || publish.isPending || isDownloading;

  async function handleGenerate() {
    try {
      await generate.mutateAsync(settings);
      setEdits(null);
      toast({ title: 'Enhanced content generated', description: 'Your A+ content has been created successfully.' });
    } catch (error) {
      // The plan changed since this page loaded: a lock, not a failure. The user's tier is read
      // again and the card locks from it (and unlocks once the plan is back).
      if (isPlanGateError(error)) {
        void refresh();
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Generation failed',
        description: errorMessage(error, 'There was an error creating your A+ content. Please try again.'),
      });
    }
  }

  async function handleSave() {
    if (!edits) return;
    try {
      await save.mutateAsync(edits);
      setEdits(null);
      toast({ title: 'Changes saved', description: 'Your A+ content edits have been saved.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description: errorMessage(error, 'Your changes could not be saved. Please try again.'),
      });
    }
  }

  async function handlePublish() {
    try {
      if (edits) {
        await save.mutateAsync(edits);
        setEdits(null);
      }
      const result = await publish.mutateAsync();
      setReconnect(null);
      if (result.status === 'REJECTED') {
        toast({
          variant: 'destructive',
          title: 'Amazon rejected the content',
          description: 'Amazon reviewed the content and rejected it. Revise it and publish again.',
        });
        return;
      }
      // Shown only once Amazon accepted the submission (the call above succeeded).
      toast({ title: 'Content published to Amazon', description: 'Your Enhanced Brand Content has been submitted for review.' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AMAZON_RECONNECT')
        setReconnect(errorMessage(error, 'Reconnect your Amazon account, then publish again.'));
      toast({
        variant: 'destructive',
        title: 'Publish failed',
        description: errorMessage(error, 'The A+ content could not be published to Amazon. Please try again.'),
      });
    }
  }

  async function handleDownload() {
    setIsDownloading(true);
    try {
      if (edits) {
        await save.mutateAsync(edits);
        setEdits(null);
      }
      await downloadAplusPdf(id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: errorMessage(error, 'The PDF could not be created. Please try again.'),
      });
    } finally {
      setIsDownloading(false);
    }
  }

  const current = modules ?? [];
  return (
    <AplusFrame>
      {reconnect ? <ReconnectNotice message={reconnect} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-6">
          <ProductInfoCard listing={listing.data} />
          <ContentSettingsCard
            settings={settings}
            onChange={setSettingsEdit}
            onGenerate={handleGenerate}
            isGenerating={generate.isPending}
            isLocked={!allowed}
          />
        </div>
        <GeneratedContentCard
          modules={modules}
          check={check}
          status={stored?.status ?? null}
          isDirty={edits !== null}
          isBusy={isBusy}
          isSaving={save.isPending}
          isPublishing={publish.isPending}
          isDownloading={isDownloading}
          onChangeModule={(index, next) => setEdits(current.map((m, i) => (i === index ? next : m)))}
          onRemoveModule={(index) => setEdits(current.filter((_, i) => i !== index))}
          onSave={handleSave}
          onDownload={handleDownload}
          onPublish={handlePublish}
        />
      </div>
    </AplusFrame>
  );
}

/** The page and its header, around the creator or around a load error. */
function AplusFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Enhanced Content Creator</h1>
          <Badge variant="secondary">Beta</Badge>
          <PlanBadge feature="aplus" />
        </div>
        <BackToListings />
      </div>
      {children}
    </div>
  );
}
