import { BarChart3, Brain, RefreshCw, Search, ShieldCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { paths } from '../lib/paths.ts';

/** A landing page feature card. */
export type Feature = { icon: LucideIcon; title: string; description: string };

/** The product's marketing claims, one card each. */
export const FEATURES: readonly Feature[] = [
  {
    icon: Brain,
    title: 'AI Listing Optimization',
    description:
      'Rewrite titles, bullet points and descriptions in five languages, tuned to Amazon style rules and your brand voice.',
  },
  {
    icon: BarChart3,
    title: 'Performance Analytics',
    description:
      'A 0-100 health score for every listing, with each issue explained and ranked by how much it will lift the score.',
  },
  {
    icon: Search,
    title: 'Keyword & SEO Enhancement',
    description:
      'Surface the search terms shoppers actually use and work them naturally into the copy, without keyword stuffing.',
  },
  {
    icon: RefreshCw,
    title: 'Real-time Updates',
    description: 'Push approved changes to Seller Central in one click and see the new score the moment the listing syncs.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure Connection',
    description:
      "Connects through Amazon's official Selling Partner API. We never see payments or account settings and can't make purchases.",
  },
  {
    icon: TrendingUp,
    title: 'Growth & ROI Tracking',
    description: 'Follow how optimized listings perform over time and know which changes paid off.',
  },
];

/** A landing page testimonial; rating 1-5. */
export type Testimonial = { name: string; role: string; content: string; rating: number };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Founder, Evergreen Home Goods',
    content:
      'ListingPilot rewrote our top 30 listings in an afternoon. We saw a 40% sales increase in two months, and the health score told us exactly what to fix first.',
    rating: 5,
  },
  {
    name: 'David Okafor',
    role: 'E-commerce Manager, Trailhead Outfitters',
    content:
      'The FAQ generator turns hundreds of reviews into answers our customers actually look for. Returns from “not as described” dropped noticeably.',
    rating: 5,
  },
  {
    name: 'Lena Hoffmann',
    role: 'Product Manager, Nordlicht Kitchen',
    content:
      'German and French listings used to take us days. Now I review the AI draft, approve it and it is live on Amazon. A real time saver.',
    rating: 4,
  },
];

/** A footer link; `href` null = placeholder that is not live yet. */
export type FooterLink = { label: string; href: string | null };
export type FooterColumn = { title: string; links: FooterLink[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      // The sections of the landing page itself: promised there, so not placeholders.
      { label: 'Features', href: '/#features' },
      { label: 'Pricing', href: '/#pricing' },
      { label: 'API', href: null },
      { label: 'Integrations', href: null },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: paths.help },
      { label: 'Contact Us', href: null },
      { label: 'Community', href: null },
      { label: 'Status', href: null },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy },
      { label: 'Terms of Service', href: paths.terms },
      { label: 'Security', href: null },
      { label: 'Compliance', href: null },
    ],
  },
];

export type TourStepId = 'connect' | 'score' | 'optimize' | 'faq' | 'publish';
export type TourStep = { id: TourStepId; title: string; description: string };

/** The Watch Demo walkthrough: one step per screen of the product. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'connect',
    title: 'Connect Seller Central',
    description:
      // Says what Amazon's consent page asks for: Product Listing and Selling Partner Insights, to read and update listings.
      "Sign in with Amazon and authorize ListingPilot through the official Selling Partner API (Product Listing, Selling Partner Insights). It can read and update your listings, and only changes one after you approve it; it can't see payments, change account settings or make purchases.",
  },
  {
    id: 'score',
    title: 'Import and score every listing',
    description:
      'Your catalogue is imported automatically and each listing gets a health score from 0 to 100, with the issues holding it back.',
  },
  {
    id: 'optimize',
    title: 'Rewrite with AI',
    description:
      'Pick a language and press Optimize Now. Title, bullet points and description are rewritten within Amazon limits, ready for you to edit.',
  },
  {
    id: 'faq',
    title: 'Turn reviews into FAQs',
    description:
      'ListingPilot reads your customer reviews and drafts the questions shoppers ask most, with clear answers you can export.',
  },
  {
    id: 'publish',
    title: 'Approve and publish',
    description:
      'Nothing changes on Amazon until you approve it. One click saves the new copy to Seller Central and your score updates.',
  },
];
