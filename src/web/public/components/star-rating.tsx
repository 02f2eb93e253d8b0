import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** 1-5 filled stars with the rating as its accessible name. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40 fill-transparent')}
        />
      ))}
    </div>
  );
}
