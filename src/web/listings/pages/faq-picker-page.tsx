import { MessageCircleQuestion } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { ListingPickerPage } from './listing-picker-page.tsx';

export function FaqPickerPage() {
  return (
    <ListingPickerPage
      title="FAQ Generator"
      description="Choose a listing to turn its customer reviews into FAQs."
      icon={MessageCircleQuestion}
      getHref={paths.faq}
      actionLabel="Generate FAQ"
      feature="faq"
    />
  );
}
