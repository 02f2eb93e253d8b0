import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../lib/paths.ts';
import { Button } from './ui/button.tsx';

/** The header link of the per-listing tools (Optimize, FAQ, A+, batch review) back to My Listings. */
export function BackToListings() {
  return (
    <Button variant="ghost" asChild>
      <Link href={paths.listings}>
        <ArrowLeft /> Back to Listings
      </Link>
    </Button>
  );
}
