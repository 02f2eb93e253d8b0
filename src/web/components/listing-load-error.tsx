import { Card } from './ui/card.tsx';
import { LoadError } from './load-error.tsx';

type Props = { onRetry: () => void; isRetrying?: boolean };

/** The per-listing screens' answer to a failed load that is not a 404 (that one is ListingNotFound). */
export function ListingLoadError({ onRetry, isRetrying }: Props) {
  return (
    <Card className="px-6 py-12">
      <LoadError message="We couldn't load this listing." onRetry={onRetry} isRetrying={isRetrying} />
    </Card>
  );
}
