import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  /** The section's h2 id, which also labels the section. */
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The nav links' target, for the sections the header links to. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A landing section: the page's column, with the eyebrow, h2 and lead paragraph every section opens with. */
export function LandingSection({ titleId, eyebrow, title, lead, id, className, children }: Props) {
  return (
    <section id={id} className={cn(className, 'py-20 sm:py-24')} aria-labelledby={titleId}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
          <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="text-muted-foreground mt-4 text-lg">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
