import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ThemeToggle } from '../../theme/index.ts';
import { Button } from '../../components/ui/button.tsx';

/** The visitor top bar shared by the landing, privacy, terms and help pages. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-border/60 bg-background/80 supports-[backdrop-filter]:bg-background/65 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link href={paths.home} className="rounded-md" aria-label="ListingPilot home">
          <BrandLogo />
        </Link>
        {children}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Button asChild variant="ghost" className="hidden px-3 sm:inline-flex">
            <Link href={paths.login}>Sign In</Link>
          </Button>
          <Button asChild className="px-3 sm:px-4">
            <Link href={paths.register}>Get Started</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
