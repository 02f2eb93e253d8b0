import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { CREDIT_MEANING, LANDING_PLANS } from '#core/plans/catalog';
import { TRIAL_DAYS } from '#core/plans/tiers';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { LandingSection } from './landing-section.tsx';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      className="scroll-mt-20"
      titleId="pricing-title"
      eyebrow="Pricing"
      title="Simple, transparent pricing"
      lead={`Start free and upgrade when you're ready. Every self-serve paid plan includes a ${TRIAL_DAYS.pro}-day free trial.`}
    >
      <ul className="mx-auto mt-14 grid max-w-6xl items-stretch gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {LANDING_PLANS.map((plan) => (
          <li
            key={plan.id}
            data-testid={`landing-plan-${plan.id}`}
            className={cn(
              'bg-card relative flex flex-col rounded-2xl border p-8 shadow-sm',
              plan.popular && 'border-primary shadow-primary/15 ring-primary shadow-xl ring-1 lg:-my-4 lg:py-12',
            )}
          >
            {plan.popular && (
              <p className="bg-primary text-primary-foreground absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold shadow">
                Most Popular
              </p>
            )}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-5xl font-extrabold tracking-tight">{plan.price}</span>
              {plan.period && <span className="text-muted-foreground">/{plan.period}</span>}
            </p>
            <ul className="mt-8 grid flex-1 content-start gap-3 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground mt-6 text-xs">{CREDIT_MEANING}</p>
            <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-4 w-full">
              <Link href={plan.id === 'enterprise' ? paths.contactSales : paths.register}>{plan.cta}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
