import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

type Props = {
  /** What could not be loaded, as a sentence: "We couldn't load this listing." */
  message: string;
  onRetry: () => void;
  /** True while the retry is in flight; the button stays enabled so focus is not lost. */
  isRetrying?: boolean;
  className?: string;
};

/**
 * A load that failed for a reason other than a 404: says so and offers Try again, instead of an
 * empty state ("No FAQs generated yet") or a skeleton that never ends.
 */
export function LoadError({ message, onRetry, isRetrying = false, className }: Props) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 text-center text-sm', className)}>
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {isRetrying && <Loader2 className="animate-spin" aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
