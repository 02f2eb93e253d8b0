import { MessageCircleQuestion } from 'lucide-react';
import { paths } from '../../app/paths.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ListingPicker } from '../components/listing-picker.tsx';

export function FaqPickerPage() {
  return (
    <div className="grid gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <MessageCircleQuestion className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">FAQ Generator</h1>
          <p className="text-sm text-muted-foreground">Choose a listing to turn its customer reviews into FAQs.</p>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Select a listing</CardTitle>
          <CardDescription>Search by product title or ASIN.</CardDescription>
        </CardHeader>
        <CardContent>
          <ListingPicker getHref={paths.faq} actionLabel="Generate FAQ" />
        </CardContent>
      </Card>
    </div>
  );
}
