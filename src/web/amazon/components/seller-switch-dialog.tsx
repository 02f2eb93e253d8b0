import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { amazonKeys, cancelSellerSwitch, confirmSellerSwitch, connectionQueryOptions, previewSellerSwitch } from '../api.ts';
import { listingKeys } from '../../lib/listing-keys.ts';
import { dropLinkParam, linkParam } from '../../lib/link-token.ts';

/** The fragment parameter the consent callback adds when Amazon returned another seller account. */
export const SELLER_SWITCH_PARAM = 'seller_switch_token';

function readSwitchToken(): string | null {
  return linkParam(SELLER_SWITCH_PARAM);
}

/** Takes the code out of the address bar: it is not for bookmarks or the history. */
function dropSwitchToken(): void {
  dropLinkParam(SELLER_SWITCH_PARAM);
}

/**
 * After the consent page returned a different seller account than the connected one: asks before
 * switching. Confirm moves the previous account's listings to Archived (nothing is deleted);
 * Cancel, Escape or closing keeps the connected account and drops the new authorisation.
 */
export function SellerSwitchDialog() {
  const client = useQueryClient();
  const [token, setToken] = useState<string | null>(readSwitchToken);
  useEffect(dropSwitchToken, []);
  const preview = useQuery({
    queryKey: amazonKeys.sellerSwitch(token),
    queryFn: async () => {
      try {
        return await previewSellerSwitch(token!);
      } catch (error) {
        // Expired, already answered, or not this user's: say so once; the dialog stays closed.
        toast({
          variant: 'destructive',
          title: 'Connection Failed',
          description: errorMessage(error, 'The seller account switch could not be loaded. Please connect again from Settings.'),
        });
        throw error;
      }
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });

  const confirm = useMutation({
    mutationFn: () => confirmSellerSwitch(token!),
    onSuccess: (connection) => {
      setToken(null);
      client.setQueryData(connectionQueryOptions().queryKey, connection);
      void client.invalidateQueries({ queryKey: listingKeys.all });
      toast({
        title: 'Seller account switched',
        description:
          'The previous account’s listings are under My Listings → Archived. Sync to import the new account’s listings.',
      });
    },
    onError: (error) => {
      setToken(null);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessage(error, 'The seller account could not be switched. Please try again.'),
      });
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelSellerSwitch(token!),
    onSettled: () => setToken(null),
    onSuccess: () => toast({ title: 'Nothing changed', description: 'Your connected Amazon seller account stays as it was.' }),
  });
  const isBusy = confirm.isPending || cancel.isPending;
  const data = preview.data;
  const count = data?.listingCount ?? 0;
  const newAccount = data ? (data.newStoreName ? `${data.newStoreName} (${data.newSellerId})` : data.newSellerId) : '';

  return (
    <Dialog open={token !== null && !preview.isError} onOpenChange={(open) => !open && !isBusy && cancel.mutate()}>
      <DialogContent className="sm:max-w-lg" data-testid="seller-switch-dialog">
        <DialogHeading
          title="Switch Amazon seller account?"
          descriptionAsChild
          description={
            data ? (
              <div className="grid gap-2">
                <p>
                  You connected a different Amazon seller account ({newAccount})
                  {data.previousSellerId ? ` than the one your listings come from (${data.previousSellerId})` : ''}.
                </p>
                <p>
                  Your {count.toLocaleString()} {count === 1 ? 'listing' : 'listings'} from the previous account will be moved to
                  Archived; nothing is deleted. Archived listings stay readable and exportable under{' '}
                  <Link href={`${paths.listings}?view=archived`} className="underline">
                    My Listings → Archived
                  </Link>
                  , and come back if you connect that account again.
                </p>
              </div>
            ) : (
              <div className="grid gap-2" aria-busy="true" aria-label="Loading">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-4/5" />
              </div>
            )
          }
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => cancel.mutate()} disabled={isBusy}>
            {cancel.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Cancel
          </Button>
          <Button onClick={() => confirm.mutate()} disabled={isBusy || !data}>
            {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Confirm
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
