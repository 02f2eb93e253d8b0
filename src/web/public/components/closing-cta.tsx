import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';

export function ClosingCta() {
  return (
    <section className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8" aria-labelledby="cta-title">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-14 text-center text-white shadow-2xl shadow-indigo-900/20 sm:px-12">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10 blur-2xl" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to boost your Amazon sales?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Join sellers who optimize smarter. Try every feature free for 14 days, no credit card required.
        </p>
        <Button asChild size="lg" className="relative mt-8 h-12 bg-white px-6 text-indigo-700 hover:bg-indigo-50">
          <Link href={paths.register}>
            Start Your Free Trial
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
