import { SkipLink } from '../../components/skip-link.tsx';
import { ClosingCta } from '../components/closing-cta.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { PublicFooter } from '../components/public-footer.tsx';
import { PublicHeader } from '../components/public-header.tsx';
import { TestimonialSection } from '../components/testimonial-section.tsx';

export function LandingPage() {
  return (
    <div className="bg-background flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader>
        <nav aria-label="Sections" className="ml-6 hidden items-center gap-1 md:flex">
          {[
            { label: 'Features', href: '#features' },
            { label: 'Pricing', href: '#pricing' },
          ].map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="text-muted-foreground hover:text-foreground rounded-md px-3 py-2 text-sm font-medium"
            >
              {link.label}
            </a>
          ))}
        </nav>
      </PublicHeader>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <FeatureGrid />
        <TestimonialSection />
        <PricingSection />
        <ClosingCta />
      </main>
      <PublicFooter />
    </div>
  );
}
