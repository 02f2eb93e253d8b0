import { Link } from 'wouter';
import { paths } from '../lib/paths.ts';
import { Button } from './ui/button.tsx';

/** A missing or foreign listing id shows 'Listing not found' with a way back. */
export function ListingNotFound() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-semibold">Listing not found</h1>
      <Button asChild>
        <Link href={paths.listings}>Go to Listings</Link>
      </Button>
    </div>
  );
}
