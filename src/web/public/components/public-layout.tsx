import type { ReactNode } from 'react';
import { SkipLink } from '../../components/skip-link.tsx';
import { BackToHomeLink } from './back-to-home-link.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Header, Back to Home link, page title block and footer for the privacy, terms and help pages. */
export function PublicLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-background flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <div className="from-primary/8 border-b bg-gradient-to-b to-transparent">
          <div className="mx-auto max-w-5xl px-4 pt-8 pb-10 sm:px-6 lg:px-8">
            <BackToHomeLink />
            <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            {subtitle && <p className="text-muted-foreground mt-3">{subtitle}</p>}
          </div>
        </div>
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
      </main>
      <PublicFooter />
    </div>
  );
}
