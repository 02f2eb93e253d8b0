import { ImageOff } from 'lucide-react';
import type { Listing } from '#core/api/listings';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { HealthScoreBar, formatScore } from '../../health/index.ts';
import { sellerCentralListingUrl } from '../seller-central.ts';
import { IssuesList } from './issues-list.tsx';

/** The left card: image, title, ASIN, health score with its bar, and the issues. */
export function ProductDetailsCard({ listing, className }: { listing: Listing; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Product Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {listing.imageUrl ? (
          <img src={listing.imageUrl} alt={listing.title} className="mx-auto max-h-48 rounded-md object-contain" />
        ) : (
          <div
            className="bg-muted text-muted-foreground flex h-32 items-center justify-center rounded-md"
            role="img"
            aria-label="No product image"
          >
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        )}
        <div>
          <p className="font-medium">{listing.title || 'Untitled listing'}</p>
          <p className="text-muted-foreground text-sm">ASIN: {listing.asin || '—'}</p>
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">Listing Health Score</span>
            <span data-testid="listing-health-score">{formatScore(listing.healthScore)}</span>
          </div>
          <HealthScoreBar score={listing.healthScore} />
        </div>
        {listing.issues.length > 0 ? (
          <IssuesList
            issues={listing.issues}
            sellerCentralUrl={listing.source === 'amazon' ? sellerCentralListingUrl(listing) : null}
          />
        ) : (
          listing.healthScore !== null && (
            <p className="text-muted-foreground text-sm">No issues detected with this listing. Great job!</p>
          )
        )}
      </CardContent>
    </Card>
  );
}
