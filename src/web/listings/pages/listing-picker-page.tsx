import { Lock } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { featureGateMessage, hasFeature, type Feature } from '#core/plans/features';
import { useAuth } from '../../auth/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { paths } from '../../lib/paths.ts';
import { PlanBadge } from '../../plans/index.ts';
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
    <div className="grid gap-6 p-4 sm:p-6 lg:p-8">
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
      {locked && (
        <div role="note" className="border-primary/30 bg-primary/5 grid gap-2 rounded-md border p-3 text-sm">
          <span className="flex items-center gap-2 font-medium">
            <Lock className="size-4" aria-hidden="true" /> {title}
          </span>
          <span>{featureGateMessage(feature)}</span>
          <Button size="sm" asChild className="justify-self-start">
            <Link href={paths.settings}>Go to Settings</Link>
          </Button>
        </div>
      )}
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
