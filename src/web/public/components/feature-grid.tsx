import { FEATURES } from '../landing-data.ts';
import { LandingSection } from './landing-section.tsx';

export function FeatureGrid() {
  return (
    <LandingSection
      id="features"
      className="scroll-mt-20"
      titleId="features-title"
      eyebrow="Features"
      title="Everything you need to sell more on Amazon"
      lead="From the first health check to the published rewrite, ListingPilot covers the whole listing workflow."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => {
          const Icon = feature.icon;
          return (
            <li key={feature.title} className="group bg-card rounded-2xl border p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="bg-primary/10 text-primary group-hover:bg-primary group-hover:text-primary-foreground flex size-11 items-center justify-center rounded-xl transition-colors">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
