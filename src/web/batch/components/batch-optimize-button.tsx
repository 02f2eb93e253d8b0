import { useMutation } from '@tanstack/react-query';
import { Loader2, Sparkles } from 'lucide-react';
import { useLocation } from 'wouter';
import { DEFAULT_LANGUAGE, type Language } from '#core/languages';
import { MAX_BATCH_LISTINGS } from '#core/api/publish';
import { PlanBadge, planGateToastAction } from '../../plans/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { batchPath, startBatch } from '../api.ts';

type Props = { listingIds: readonly number[]; language?: Language };

/**
 * For My Listings' selection toolbar: starts a batch optimisation of the selected listings and
 * opens its review page. Growth plan and above; other plans get the server's upgrade message.
 */
export function BatchOptimizeButton({ listingIds, language = DEFAULT_LANGUAGE }: Props) {
  const [, navigate] = useLocation();
  const start = useMutation({
    mutationFn: () => startBatch({ listingIds: [...listingIds], language }),
    onSuccess: ({ jobId }) => navigate(batchPath(jobId)),
    onError: (error) => {
      const message =
        error instanceof ApiError && error.serverMessage && error.status < 500
          ? error.serverMessage
          : 'Failed to start batch optimization';
      toast({
        variant: 'destructive',
        title: 'Batch optimization failed',
        description: message,
        action: planGateToastAction(error),
      });
    },
  });
  const tooMany = listingIds.length > MAX_BATCH_LISTINGS;
  return (
    <Button
      type="button"
      onClick={() => start.mutate()}
      disabled={listingIds.length === 0 || tooMany || start.isPending}
      title={tooMany ? `Select at most ${MAX_BATCH_LISTINGS} listings` : undefined}
    >
      {start.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      Optimize {listingIds.length} selected
      <PlanBadge feature="batch" />
    </Button>
  );
}
