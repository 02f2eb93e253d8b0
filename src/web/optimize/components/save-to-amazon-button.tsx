import { useQuery } from '@tanstack/react-query';
import { Loader2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useParams } from 'wouter';
import type { Listing } from '#core/api/listings';
import type { ListingText } from '#core/listings/content';
import { Button } from '../../components/ui/button.tsx';
import { listingQueryOptions } from '../../listings/index.ts';
import { FILE_LISTING_HINT, PushConfirmDialog, usePushFlow, type OnPushed } from '../../publish/index.ts';
import { pushTextOf } from '../editor-text.ts';

type Props = { fields: ListingText; listing?: Listing; onPushed?: OnPushed };

/**
 * Save to Amazon: asks Amazon to validate the editor's text (nothing changes yet), shows the diff
 * and verdict, and pushes only after 'Confirm and push'. Without a `listing` prop it reads the one
 * the Optimize route already loaded (same query, served from cache).
 */
export function SaveToAmazonButton({ fields, listing: given, onPushed }: Props) {
  const params = useParams<{ id: string }>();
  const id = given?.id ?? Number.parseInt(params.id ?? '', 10);
  const cached = useQuery({ ...listingQueryOptions(id), enabled: !given && Number.isInteger(id) && id > 0 });
  const listing = given ?? cached.data;
  if (!listing) {
    return (
      <Button type="button" variant="outline" disabled>
        <Upload /> Save to Amazon
      </Button>
    );
  }
  return <SaveButton listing={listing} fields={fields} onPushed={onPushed} />;
}

function SaveButton({ listing, fields, onPushed }: { listing: Listing; fields: ListingText; onPushed?: OnPushed }) {
  const flow = usePushFlow(listing.id, onPushed);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isFile = listing.source === 'file';
  return (
    <span className="inline-grid justify-items-end gap-1">
      <Button
        ref={buttonRef}
        type="button"
        variant="outline"
        onClick={() => void flow.startPush(pushTextOf(fields))}
        disabled={isFile || flow.isPreviewing}
        aria-describedby={isFile ? 'save-to-amazon-hint' : undefined}
      >
        {flow.isPreviewing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {flow.isPreviewing ? 'Checking with Amazon...' : 'Save to Amazon'}
      </Button>
      {isFile && (
        <span id="save-to-amazon-hint" className="text-muted-foreground max-w-64 text-right text-xs">
          {FILE_LISTING_HINT}
        </span>
      )}
      <PushConfirmDialog flow={flow} returnFocusRef={buttonRef} />
    </span>
  );
}
