import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type Props = {
  icon: LucideIcon;
  /** Muted for "nothing here for now", primary for a first step to take. */
  tone?: 'muted' | 'primary';
  title: string;
  titleClassName?: string;
  /** The line under the title. */
  description: ReactNode;
  /** Spacing and border of the block, which differ with where it stands. */
  className?: string;
  /** The buttons under the text. */
  children?: ReactNode;
};

/** An empty list's message: an icon in a circle, a title, a line of help and what to do next. */
export function EmptyState({
  icon: Icon,
  tone = 'muted',
  title,
  titleClassName = 'font-medium',
  description,
  className,
  children,
}: Props) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 text-center', className)} role="status">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'muted' ? 'bg-muted text-muted-foreground' : 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className={titleClassName}>{title}</p>
      <p className="text-muted-foreground max-w-sm text-sm">{description}</p>
      {children}
    </div>
  );
}
