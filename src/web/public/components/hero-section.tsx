import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { DemoTourDialog } from './demo-tour-dialog.tsx';
import { TourScreen } from './tour-screen.tsx';

const PROMISES = ['No credit card required', '14-day free trial', 'Cancel anytime'];

export function HeroSection() {
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_65%)] opacity-[0.14] dark:opacity-25"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pb-24">
        <div>
          <p className="border-primary/30 bg-primary/10 text-primary inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold">
            <Sparkles className="size-3.5" aria-hidden="true" />
            New: Enhanced Brand Content (A+) creator
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Optimize your Amazon listings with{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-violet-400">
              AI
            </span>
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg">
            ListingPilot scores every listing, rewrites titles, bullets and descriptions in minutes, and pushes the changes you
            approve straight back to Seller Central.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="shadow-primary/25 h-12 px-6 shadow-lg">
              <Link href={paths.register}>
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <DemoTourDialog />
          </div>
          <ul className="text-muted-foreground mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check className="text-success size-4" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 rounded-3xl bg-gradient-to-tr from-indigo-500/20 to-violet-500/20 blur-2xl"
          />
          <div className="bg-card relative overflow-hidden rounded-2xl border shadow-2xl shadow-indigo-950/10">
            <div className="bg-muted/50 flex items-center gap-1.5 border-b px-4 py-3" aria-hidden="true">
              <span className="size-2.5 rounded-full bg-red-400" />
              <span className="size-2.5 rounded-full bg-amber-400" />
              <span className="size-2.5 rounded-full bg-emerald-400" />
              <span className="bg-background/80 text-muted-foreground ml-3 h-5 flex-1 rounded-md px-2 text-[10px] leading-5">
                app.listingpilot.com/dashboard
              </span>
            </div>
            <TourScreen step="score" className="rounded-none border-0" />
          </div>
        </div>
      </div>
    </section>
  );
}
