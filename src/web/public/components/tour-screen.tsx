import { Check, ImageOff, Lock, MessageCircleQuestion, ShieldCheck, Sparkles, Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import type { TourStepId } from '../landing-data.ts';

/** Mock rows shared by the score and hero illustrations. */
const MOCK_LISTINGS = [
  { title: 'Bamboo Cutting Board Set, 3 Pieces', asin: 'B0C7X2LM4Q', score: 86 },
  { title: 'Stainless Steel Water Bottle 32oz', asin: 'B09K4T7PZD', score: 64 },
  { title: 'Silicone Baking Mat, Non-Stick', asin: 'B08Q1RMN2S', score: 41 },
  { title: 'Ceramic Pour Over Coffee Dripper', asin: 'B0B5YH8V3C', score: 28 },
];

function scoreColour(score: number): string {
  if (score >= 60) return 'bg-emerald-500';
  if (score >= 40) return 'bg-amber-500';
  return 'bg-red-500';
}

function Bar({ className }: { className?: string }) {
  return <span className={cn('bg-muted-foreground/20 block h-2 rounded-full', className)} />;
}

function ConnectMock() {
  return (
    <div className="bg-card mx-auto w-full max-w-sm rounded-xl border p-5 shadow-lg">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-amber-400 text-lg font-black text-slate-900">
          a
        </span>
        <div>
          <p className="text-sm font-semibold">Amazon Seller Central</p>
          <p className="text-muted-foreground text-xs">Official Selling Partner API</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-2 text-xs">
        {['Import all listings', 'AI optimization', 'One-click updates to Amazon', 'FAQ generation from reviews'].map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Check className="size-3.5 text-emerald-600 dark:text-emerald-400" />
            {item}
          </li>
        ))}
      </ul>
      <p className="bg-muted text-muted-foreground mt-4 flex items-center gap-2 rounded-md p-2 text-[11px]">
        <Lock className="size-3.5 shrink-0" /> Cannot change account settings or make purchases
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <span className="rounded-md border px-3 py-1.5 text-xs">Cancel</span>
        <span className="bg-primary text-primary-foreground rounded-md px-3 py-1.5 text-xs font-medium">Connect with Amazon</span>
      </div>
    </div>
  );
}

/** A miniature dashboard: stat cards and a listings table with health bars. */
function ScoreMock({ className }: { className?: string }) {
  return (
    <div className={cn('grid gap-3', className)}>
      <div className="grid grid-cols-3 gap-2">
        {[
          { label: 'Avg. health', value: '72/100' },
          { label: 'Optimized', value: '18 / 40' },
          { label: 'Credits', value: '23 / 100' },
        ].map((stat) => (
          <div key={stat.label} className="bg-card rounded-lg border p-2.5">
            <p className="text-muted-foreground truncate text-[10px]">{stat.label}</p>
            <p className="text-sm font-bold">{stat.value}</p>
          </div>
        ))}
      </div>
      <div className="bg-card overflow-hidden rounded-lg border">
        {MOCK_LISTINGS.map((row) => (
          <div key={row.asin} className="flex items-center gap-3 border-b px-3 py-2 last:border-0">
            <span className="bg-muted flex size-7 shrink-0 items-center justify-center rounded">
              <ImageOff className="text-muted-foreground size-3" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-[11px] font-medium">{row.title}</p>
              <p className="text-muted-foreground font-mono text-[10px]">{row.asin}</p>
            </div>
            <div className="w-20 shrink-0">
              <p className="text-right text-[10px] font-semibold tabular-nums">{row.score}</p>
              <span className="bg-muted mt-0.5 block h-1.5 rounded-full">
                <span className={cn('block h-full rounded-full', scoreColour(row.score))} style={{ width: `${row.score}%` }} />
              </span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function OptimizeMock() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="bg-card rounded-lg border p-3">
        <p className="text-muted-foreground text-[10px] font-semibold tracking-wider uppercase">Before</p>
        <p className="text-muted-foreground mt-2 text-[11px] leading-snug line-through decoration-red-500/60">
          BEST Water Bottle!!! stainless steel 32oz bottle for water, gym, sports
        </p>
        <div className="mt-3 grid gap-1.5">
          <Bar className="w-full" />
          <Bar className="w-4/5" />
          <Bar className="w-2/3" />
        </div>
      </div>
      <div className="border-primary/50 bg-card shadow-primary/10 rounded-lg border p-3 shadow-sm">
        <p className="text-primary flex items-center gap-1 text-[10px] font-semibold tracking-wider uppercase">
          <Sparkles className="size-3" /> AI rewrite · English (US)
        </p>
        <p className="mt-2 text-[11px] leading-snug font-medium">
          HydroPeak Insulated Stainless Steel Water Bottle, 32 oz, Leak-Proof Lid, Keeps Drinks Cold 24 Hours
        </p>
        <p className="text-muted-foreground mt-1 text-right text-[10px]">98/200</p>
        <div className="mt-2 grid gap-1.5">
          <Bar className="bg-primary/25 w-full" />
          <Bar className="bg-primary/25 w-5/6" />
          <Bar className="bg-primary/25 w-3/4" />
        </div>
      </div>
    </div>
  );
}

function FaqMock() {
  const faqs = [
    {
      q: 'Does the lid leak when the bottle is in a bag?',
      a: 'No. The screw lid has a silicone seal; reviewers carry it sideways daily.',
    },
    { q: 'Will it fit a car cup holder?', a: 'The base is 2.9 in wide, so it fits most standard cup holders.' },
    { q: 'Is it dishwasher safe?', a: 'The lid is top-rack safe; hand-wash the bottle to protect the coating.' },
  ];
  return (
    <div className="grid gap-2">
      <div className="bg-card flex items-center justify-between rounded-lg border px-3 py-2">
        <span className="flex items-center gap-1.5 text-[11px] font-medium">
          <Star className="size-3.5 fill-amber-400 text-amber-400" /> Analyzing last 25 reviews
        </span>
        <span className="bg-primary text-primary-foreground rounded px-2 py-1 text-[10px] font-medium">Generate FAQ</span>
      </div>
      {faqs.map((faq) => (
        <div key={faq.q} className="bg-card rounded-lg border p-3">
          <p className="flex gap-1.5 text-[11px] font-semibold">
            <MessageCircleQuestion className="text-primary size-3.5 shrink-0" />
            {faq.q}
          </p>
          <p className="text-muted-foreground mt-1 pl-5 text-[11px]">{faq.a}</p>
        </div>
      ))}
    </div>
  );
}

function PublishMock() {
  return (
    <div className="relative">
      <div className="bg-card rounded-lg border p-3">
        <p className="text-muted-foreground text-[10px] font-semibold tracking-wider uppercase">Review changes</p>
        <div className="mt-2 grid gap-1.5 text-[11px]">
          <p className="rounded bg-red-500/10 px-2 py-1 text-red-700 dark:text-red-300">
            − BEST Water Bottle!!! stainless steel 32oz
          </p>
          <p className="rounded bg-emerald-500/10 px-2 py-1 text-emerald-700 dark:text-emerald-300">
            + HydroPeak Insulated Stainless Steel Water Bottle, 32 oz
          </p>
        </div>
        <div className="mt-3 flex items-center justify-between">
          <span className="text-muted-foreground text-[10px]">Health score 41 → 88</span>
          <span className="bg-primary text-primary-foreground rounded px-2.5 py-1 text-[10px] font-medium">Save to Amazon</span>
        </div>
      </div>
      <div className="bg-card mt-3 ml-auto flex w-fit items-center gap-2 rounded-lg border px-3 py-2 shadow-lg">
        <ShieldCheck className="size-4 text-emerald-600 dark:text-emerald-400" />
        <div>
          <p className="text-[11px] font-semibold">Success</p>
          <p className="text-muted-foreground text-[10px]">Your listing has been saved to Amazon</p>
        </div>
      </div>
    </div>
  );
}

/** An illustrated mock of one product screen for the demo tour; decorative, the step text carries the meaning. */
export function TourScreen({ step, className }: { step: TourStepId; className?: string }) {
  return (
    <div
      className={cn('from-primary/10 via-muted/40 to-background rounded-xl border bg-gradient-to-br p-4 sm:p-6', className)}
      aria-hidden="true"
    >
      {step === 'connect' && <ConnectMock />}
      {step === 'score' && <ScoreMock />}
      {step === 'optimize' && <OptimizeMock />}
      {step === 'faq' && <FaqMock />}
      {step === 'publish' && <PublishMock />}
    </div>
  );
}
