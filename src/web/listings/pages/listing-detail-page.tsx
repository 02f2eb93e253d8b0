import { plainLine, plainText } from '#core/text/plain-text';
import { useQuery } from '@tanstack/react-query';
import {
  AlertCircle,
  AlertTriangle,
  ArrowLeft,
  CheckCircle2,
  ImageOff,
  Info,
  MessageCircleQuestion,
  Sparkles,
  LayoutTemplate,
} from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import type { Listing } from '#core/api/listings';
import { HEALTH_BANDS, healthBand } from '#core/health/bands';
import { findMarketplace } from '#core/marketplaces';
import { cleanBullets } from '#core/listings/content';
import { ListingAlertBadge, ListingAlertHistory } from '../../alerts/index.ts';
import { paths } from '../../lib/paths.ts';
import { ListingLoadError } from '../../components/listing-load-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { HealthScoreBar, formatScore, getBandLabel } from '../../health/index.ts';
import { isNotFoundError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { listingQueryOptions } from '../api.ts';
import { AmazonIssuesBadge } from '../components/amazon-issues-badge.tsx';
import { DeleteListingsButton } from '../components/delete-listings-dialog.tsx';
import { ListingStateBadge } from '../components/listing-state-badge.tsx';
import { ListingStatusBadge } from '../components/listing-status-badge.tsx';

const SEVERITY = {
  error: { icon: AlertCircle, className: 'text-destructive', label: 'Error' },
  warning: { icon: AlertTriangle, className: 'text-amber-600 dark:text-amber-400', label: 'Warning' },
  info: { icon: Info, className: 'text-primary', label: 'Info' },
} as const;

/** Read-only view of one listing and its health report; Recent Listings' View leads here. */
export function ListingDetailPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...listingQueryOptions(id), enabled: isValidId });
  const isNotFound = !isValidId || isNotFoundError(query.error);

  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <Button asChild variant="ghost" size="sm" className="text-muted-foreground -ml-2">
          <Link href={paths.listings}>
            <ArrowLeft aria-hidden="true" />
            Back to Listings
          </Link>
        </Button>
      </div>
      {isNotFound ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <h1 className="text-xl font-semibold">Listing not found</h1>
          <Button asChild>
            <Link href={paths.listings}>Go to Listings</Link>
          </Button>
        </Card>
      ) : query.isError ? (
        <ListingLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.data ? (
        <ListingDetail listing={query.data} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3" aria-busy="true" aria-label="Loading listing">
          <Skeleton className="h-80 lg:col-span-2" />
          <Skeleton className="h-80" />
        </div>
      )}
    </div>
  );
}

function ListingDetail({ listing }: { listing: Listing }) {
  const [, navigate] = useLocation();
  const bullets = cleanBullets(listing.bullets);
  const market = findMarketplace(listing.marketplaceId);
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {listing.imageUrl ? (
          <img
            src={listing.imageUrl}
            alt={listing.title}
            width={96}
            height={96}
            loading="lazy"
            className="size-24 shrink-0 rounded-lg border bg-white object-contain"
          />
        ) : (
          <span
            className="bg-muted text-muted-foreground flex size-24 shrink-0 items-center justify-center rounded-lg border"
            role="img"
            aria-label="No image"
          >
            <ImageOff className="size-8" aria-hidden="true" />
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="text-xl leading-snug font-bold tracking-tight sm:text-2xl">{listing.title || 'Untitled listing'}</h1>
          <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span>
              ASIN <span className="text-foreground font-mono">{listing.asin}</span>
            </span>
            <span aria-hidden="true">·</span>
            <span>
              SKU <span className="text-foreground font-mono">{listing.sku}</span>
            </span>
            {market && (
              <>
                <span aria-hidden="true">·</span>
                <span>{market.name}</span>
              </>
            )}
            <ListingStatusBadge status={listing.status} />
            <ListingStateBadge listing={listing} />
            <AmazonIssuesBadge issues={listing.amazonIssues} />
            <ListingAlertBadge listingId={listing.id} className="mt-0" />
          </div>
          {listing.state === 'archived' ? (
            <div className="mt-2 grid gap-2">
              <p className="text-muted-foreground text-sm" role="note">
                This listing belongs to an Amazon seller account that is no longer connected. It is read-only: you can export or
                delete it from the Archived listings. Connecting that account again brings it back.
              </p>
              <div className="flex flex-wrap gap-2">
                <DeleteListingsButton
                  target={{ kind: 'one', id: listing.id, label: listing.asin || listing.sku }}
                  onDeleted={() => navigate(listing.state === 'archived' ? `${paths.listings}?view=archived` : paths.listings)}
                />
              </div>
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link href={paths.optimize(listing.id)}>
                  <Sparkles aria-hidden="true" />
                  Optimize
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href={paths.faq(listing.id)}>
                  <MessageCircleQuestion aria-hidden="true" />
                  Generate FAQ
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href={paths.enhancedContent(listing.id)}>
                  <LayoutTemplate aria-hidden="true" />
                  A+ Content
                </Link>
              </Button>
              {listing.state === 'removed' && (
                <DeleteListingsButton
                  target={{ kind: 'one', id: listing.id, label: listing.asin || listing.sku }}
                  onDeleted={() => navigate(listing.state === 'archived' ? `${paths.listings}?view=archived` : paths.listings)}
                />
              )}
            </div>
          )}
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:order-2">
          <CardHeader>
            <CardTitle className="text-base">Listing Health Score</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-baseline justify-between gap-2">
              <p className="text-3xl font-bold tabular-nums">{formatScore(listing.healthScore)}</p>
              <Badge variant={HEALTH_BANDS[healthBand(listing.healthScore)].variant}>{getBandLabel(listing.healthScore)}</Badge>
            </div>
            <HealthScoreBar score={listing.healthScore} />
            <div>
              <h2 className="mb-2 text-sm font-semibold">Issues</h2>
              {listing.issues.length === 0 ? (
                listing.healthScore !== null && (
                  <p className="text-success flex items-center gap-2 text-sm">
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    No issues detected with this listing. Great job!
                  </p>
                )
              ) : (
                <ul className="grid gap-2">
                  {listing.issues.map((issue, i) => {
                    const s = SEVERITY[issue.severity];
                    return (
                      <li key={`${issue.ruleId}-${i}`} className="flex gap-2 rounded-md border p-2.5 text-sm">
                        <s.icon className={cn('mt-0.5 size-4 shrink-0', s.className)} aria-hidden="true" />
                        <span>
                          <span className="sr-only">{s.label}: </span>
                          {issue.description}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </CardContent>
        </Card>

        <Card className="lg:order-1 lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">Content</CardTitle>
            <CardDescription>
              {listing.source === 'file' ? 'As imported from your file.' : 'As imported from Amazon.'} Use Optimize to rewrite it.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <section>
              <h2 className="mb-2 text-sm font-semibold">Key Features</h2>
              {bullets.length === 0 ? (
                <p className="text-muted-foreground text-sm">No bullet points available</p>
              ) : (
                <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed">
                  {bullets.map((b, i) => (
                    <li key={i}>{plainLine(b)}</li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h2 className="mb-2 text-sm font-semibold">Description</h2>
              <p className="text-muted-foreground text-sm leading-relaxed whitespace-pre-line">
                {plainText(listing.description) || 'No description available'}
              </p>
            </section>
            {listing.brand && (
              <p className="text-muted-foreground text-xs">
                Brand <Badge variant="secondary">{listing.brand}</Badge>
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <ListingAlertHistory listingId={listing.id} />
    </>
  );
}
