import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { listingKeys } from '../../lib/listing-keys.ts';
import { deleteArchivedListings, deleteListing } from '../api.ts';

type Target = { kind: 'one'; id: number; label: string } | { kind: 'archived'; count: number };

/**
 * Delete with a confirmation: one archived or removed listing, or every archived one. Only the
 * user deletes listings; what goes with them (versions, FAQs, reviews, A+ drafts) is said first.
 */
export function DeleteListingsButton({
  target,
  size = 'sm',
  onDeleted,
}: {
  target: Target;
  size?: 'sm' | 'default';
  onDeleted?: () => void;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => (target.kind === 'one' ? deleteListing(target.id) : deleteArchivedListings()),
    onSuccess: (deleted) => {
      setOpen(false);
      toast({
        title: 'Deleted',
        description: `${deleted.toLocaleString()} ${deleted === 1 ? 'listing was' : 'listings were'} deleted.`,
      });
      onDeleted?.();
      void client.invalidateQueries({ queryKey: listingKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessage(error, 'The listings could not be deleted. Please try again.'),
      }),
  });
  const what =
    target.kind === 'one'
      ? `“${target.label}”`
      : `all ${target.count.toLocaleString()} archived ${target.count === 1 ? 'listing' : 'listings'}`;
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          size={size}
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-label={target.kind === 'one' ? `Delete ${target.label}` : 'Delete all archived listings'}
        >
          <Trash2 aria-hidden="true" />
          {target.kind === 'one' ? 'Delete' : 'Delete all archived'}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeading
          title={target.kind === 'one' ? 'Delete this listing?' : 'Delete all archived listings?'}
          description={
            <>
              This deletes {what} from ListingPilot, with {target.kind === 'one' ? 'its' : 'their'} version history, FAQs, reviews
              and A+ drafts. Nothing changes on Amazon. This cannot be undone; export them as CSV first if you may need them.
            </>
          }
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
