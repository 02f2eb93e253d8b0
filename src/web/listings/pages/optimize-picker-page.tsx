import { Sparkles } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { ListingPickerPage } from './listing-picker-page.tsx';

export function OptimizePickerPage() {
  return (
    <ListingPickerPage
      title="Optimize"
      description="Choose a listing to rewrite its title, bullets and description with AI."
      icon={Sparkles}
      getHref={paths.optimize}
      actionLabel="Optimize"
    />
  );
}
