import { ImageOff } from 'lucide-react';
import { Link } from 'wouter';
import type { Listing } from '#core/api/listings';
import { ListingAlertBadge } from '../../alerts/index.ts';
import { plainLine } from '#core/text/plain-text';
import { cn } from '../../lib/cn.ts';
import { AmazonIssuesBadge } from './amazon-issues-badge.tsx';
import { getFirstBullet, truncateText } from './listing-text.ts';

type Props = {
  listing: Pick<Listing, 'id' | 'title' | 'bullets' | 'imageUrl' | 'amazonIssues'>;
  /** Hide the first bullet line (the dashboard's compact table). */
  isCompact?: boolean;
  /** Where the title leads: the listing's page. */
  href?: string;
};

/** Image (or a placeholder), the title and first bullet cut at 50 characters. */
export function ListingProductCell({ listing, isCompact = false, href }: Props) {
  const title = plainLine(listing.title) || 'Untitled listing';
  const bullet = getFirstBullet(listing.bullets);
  const size = isCompact ? 40 : 48;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {listing.imageUrl ? (
        <img
          src={listing.imageUrl}
          alt={title}
          width={size}
          height={size}
          loading="lazy"
          className={cn('shrink-0 rounded-md border bg-white object-contain', isCompact ? 'size-10' : 'size-12')}
        />
      ) : (
        <span
          className={cn(
            'bg-muted text-muted-foreground flex shrink-0 items-center justify-center rounded-md border',
            isCompact ? 'size-10' : 'size-12',
          )}
          role="img"
          aria-label="No image"
        >
          <ImageOff className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="grid min-w-0 gap-0.5 wrap-anywhere">
        {href ? (
          <Link
            href={href}
            className="leading-snug font-medium underline-offset-4 hover:underline"
            title={title}
            data-testid="listing-title"
          >
            {truncateText(title)}
          </Link>
        ) : (
          <span className="leading-snug font-medium" title={title} data-testid="listing-title">
            {truncateText(title)}
          </span>
        )}
        {!isCompact && bullet && (
          <span className="text-muted-foreground text-xs" title={bullet}>
            {truncateText(bullet)}
          </span>
        )}
        {listing.amazonIssues.length > 0 && <AmazonIssuesBadge issues={listing.amazonIssues} className="mt-1 w-fit" />}
        <ListingAlertBadge listingId={listing.id} />
      </div>
    </div>
  );
}
