import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

export type StatColor = 'primary' | 'amber' | 'green' | 'default';

const ICON_CLASS: Record<StatColor, string> = {
  primary: 'bg-primary/10 text-primary',
  amber: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
  green: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  default: 'bg-muted text-muted-foreground',
};

const ACCENT_CLASS: Record<StatColor, string> = {
  primary: 'from-primary/60',
  amber: 'from-amber-500/60',
  green: 'from-emerald-500/60',
  default: 'from-muted-foreground/30',
};

type Props = {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  color: StatColor;
  action: { label: string; href: string };
  /** A line or bar under the value. */
  children?: ReactNode;
  isLoading?: boolean;
  /** The figure failed to load: say so instead of showing a zero. */
  isUnavailable?: boolean;
};

/** One dashboard stat: title, value, icon in its colour, a detail line and an action link. */
export function StatCard({ title, value, icon: Icon, color, action, children, isLoading = false, isUnavailable = false }: Props) {
  const id = `stat-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="relative flex flex-col overflow-hidden" aria-labelledby={id} role="group" data-testid={id}>
      <div
        className={cn('absolute inset-x-0 top-0 h-1 bg-gradient-to-r to-transparent', ACCENT_CLASS[color])}
        aria-hidden="true"
      />
      <div className="flex items-start justify-between gap-3 p-5 pb-3">
        <h2 id={id} className="text-muted-foreground text-sm font-medium">
          {title}
        </h2>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', ICON_CLASS[color])}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      <div className="grid flex-1 content-start gap-3 px-5 pb-4">
        {isLoading ? (
          <Skeleton className="h-8 w-28" />
        ) : (
          <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl" data-testid="stat-value">
            {isUnavailable ? <span className="text-muted-foreground text-xl sm:text-2xl">Couldn't load</span> : value}
          </p>
        )}
        {isLoading ? <Skeleton className="h-3 w-40" /> : !isUnavailable && children}
      </div>
      <div className="border-t px-5 py-3">
        <Link
          href={action.href}
          className="group text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
        >
          {action.label}
          <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
