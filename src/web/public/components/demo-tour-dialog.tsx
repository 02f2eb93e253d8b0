import { ArrowLeft, ArrowRight, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { TOUR_STEPS } from '../landing-data.ts';
import { TourScreen } from './tour-screen.tsx';

/** Watch Demo: a guided walkthrough of the product's screens, drawn in HTML so it ships no video. */
export function DemoTourDialog() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index]!;
  const isLast = index === TOUR_STEPS.length - 1;

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (next) setIndex(0);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="h-12 px-6">
          <PlayCircle aria-hidden="true" />
          Watch Demo
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl gap-5 sm:p-8">
        <DialogHeading
          title={step.title}
          titleClassName="text-xl"
          description={step.description}
          descriptionProps={{ 'aria-live': 'polite' }}
        >
          <p className="text-primary text-xs font-semibold tracking-wider uppercase">
            Product tour · Step {index + 1} of {TOUR_STEPS.length}
          </p>
        </DialogHeading>
        <TourScreen step={step.id} />
        <div className="flex items-center justify-between gap-3">
          <Button variant="ghost" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <div className="flex items-center gap-1" role="group" aria-label="Tour steps">
            {TOUR_STEPS.map((s, i) => (
              <button
                key={s.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Step ${i + 1}: ${s.title}`}
                aria-current={i === index ? 'step' : undefined}
                className="focus-visible:outline-ring flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    i === index ? 'bg-primary w-5' : 'bg-muted-foreground/40 w-2',
                  )}
                />
              </button>
            ))}
          </div>
          {isLast ? (
            <Button asChild>
              <Link href={paths.register}>Start Free Trial</Link>
            </Button>
          ) : (
            <Button onClick={() => setIndex((i) => i + 1)}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
