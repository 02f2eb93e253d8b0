import type { ComponentType } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ListingPicker } from '../components/listing-picker.tsx';

type Props = {
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  getHref(id: number): string;
  actionLabel: string;
};

/** /optimize and /faq-generator without an id: pick the listing to work on. */
export function ListingPickerPage({ title, description, icon: Icon, getHref, actionLabel }: Props) {
  return (
    <div className="grid gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Select a listing</CardTitle>
          <CardDescription>Search by product title or ASIN.</CardDescription>
        </CardHeader>
        <CardContent>
          <ListingPicker getHref={getHref} actionLabel={actionLabel} />
        </CardContent>
      </Card>
    </div>
  );
}
