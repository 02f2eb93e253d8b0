import { BrandLogo } from '../components/brand-logo.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';

/**
 * The signed-in shell's frame while the session is checked and the shell's code loads (the return
 * from Amazon's consent page, a reload): the top bar and the page's outline at once, not a bare
 * "Loading..." on an empty page.
 */
export function ShellFrame() {
  return (
    <div className="bg-background min-h-screen" role="status" aria-label="Loading ListingPilot">
      <div className="bg-card/80 flex h-16 items-center border-b px-4 sm:px-6">
        <BrandLogo />
      </div>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8" aria-hidden="true">
        <Skeleton className="h-9 w-48" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The sign-in card's frame while its form loads: the wordmark and the card where the form comes. */
export function AuthFrame() {
  return (
    <main
      className="from-primary/10 via-background to-background flex min-h-screen items-center justify-center bg-gradient-to-br p-4"
      role="status"
      aria-label="Loading ListingPilot"
    >
      <div className="bg-card grid w-full max-w-md justify-items-center gap-4 rounded-xl border p-6 shadow-sm">
        <BrandLogo />
        <div className="grid w-full gap-3" aria-hidden="true">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-10" />
        </div>
      </div>
    </main>
  );
}
