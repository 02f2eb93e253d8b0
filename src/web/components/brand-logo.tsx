import { Rocket } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The ListingPilot wordmark; `compact` hides the name (icon-only places keep an sr-only label). */
export function BrandLogo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-500/30">
        <Rocket className="size-4.5" aria-hidden="true" />
      </span>
      <span className={cn(compact && 'sr-only')}>ListingPilot</span>
    </span>
  );
}
