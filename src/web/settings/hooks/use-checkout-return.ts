import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPlan } from '#core/plans/catalog';
import { meQueryOptions } from '../../auth/index.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { forgetCheckoutTier, peekCheckoutTier, readCheckoutReturn, withoutCheckoutParam } from '../checkout-return.ts';

/** Stripe's webhook usually lands within seconds of the redirect; after this we stop asking. */
const POLL_INTERVAL_MS = 1000;
const POLL_ATTEMPTS = 30;

/**
 * Handles the return from Stripe Checkout. The tier changes only when the verified webhook
 * arrives, which may be after the browser is back, so on success the user record is refetched
 * until it shows the plan bought, and only then 'Subscription updated' is announced.
 */
export function useCheckoutReturn(): void {
  const queryClient = useQueryClient();
  // Read once at mount (pure reads: StrictMode runs initialisers and effects twice); the effect
  // then strips the parameter and forgets the stored tier.
  const [outcome] = useState(() => readCheckoutReturn(window.location.search));
  const [target] = useState(() => (outcome ? peekCheckoutTier() : null));

  useEffect(() => {
    if (!outcome) return;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withoutCheckoutParam(pathname, search, hash));
    forgetCheckoutTier();
    if (outcome === 'cancel') {
      toast({ title: 'Checkout cancelled', description: 'Your plan has not changed.' });
      return;
    }
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; attempt < POLL_ATTEMPTS && !cancelled; attempt++) {
        const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
        if (cancelled) return;
        if (user && (target ? user.tier === target : user.tier !== 'free')) {
          toast({
            title: 'Subscription updated',
            description: `Your subscription has been upgraded to ${getPlan(user.tier).name}`,
          });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
      if (!cancelled)
        toast({ title: 'Payment received', description: 'Your plan will update in a moment. Refresh this page to see it.' });
    })();
    return () => {
      cancelled = true;
    };
  }, [outcome, target, queryClient]);
}
