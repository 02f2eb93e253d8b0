import type { ComponentType } from 'react';
import { hasFeature, type Feature } from '#core/plans/features';
import { useAuth } from '../../auth/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PlanBadge, PlanGate } from '../../plans/index.ts';
import { ListingPicker } from '../components/listing-picker.tsx';

type Props = {
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  getHref(id: number): string;
  actionLabel: string;
  /** The plan feature the chosen screen needs: a user without it sees the lock before picking. */
  feature?: Feature;
};

/** /optimize and /faq-generator without an id: pick the listing to work on. */
export function ListingPickerPage({ title, description, icon: Icon, getHref, actionLabel, feature }: Props) {
  const { user } = useAuth();
  const locked = feature !== undefined && user !== null && !hasFeature(user.tier, feature);
  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
            {feature && <PlanBadge feature={feature} />}
          </h1>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
      </div>
      {locked && feature && <PlanGate feature={feature} title={title} />}
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
