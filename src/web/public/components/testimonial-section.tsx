import { TESTIMONIALS } from '../landing-data.ts';
import { LandingSection } from './landing-section.tsx';
import { StarRating } from './star-rating.tsx';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TestimonialSection() {
  return (
    <LandingSection
      className="bg-muted/40"
      titleId="testimonials-title"
      eyebrow="Testimonials"
      title="Loved by Amazon sellers"
      lead="Brands of every size use ListingPilot to turn tired listings into sales."
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="bg-card flex h-full flex-col rounded-2xl border p-6 shadow-sm">
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 leading-relaxed">“{t.content}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="bg-primary/15 text-primary flex size-10 items-center justify-center rounded-full text-sm font-semibold"
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block text-sm font-semibold">{t.name}</span>
                  <span className="text-muted-foreground block text-sm">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
