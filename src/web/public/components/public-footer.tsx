import { Link } from 'wouter';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { FOOTER_COLUMNS } from '../landing-data.ts';

export function PublicFooter() {
  return (
    <footer className="bg-muted/30 border-t">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="md:col-span-2">
          <BrandLogo />
          <p className="text-muted-foreground mt-3 max-w-xs text-sm">
            AI-powered listing optimization for Amazon sellers. Score, rewrite and publish with confidence.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="text-sm font-semibold">{column.title}</p>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href?.startsWith('/#') ? (
                    // A section of the landing page: a plain anchor, so the browser scrolls to it.
                    <a href={link.href} className="text-muted-foreground hover:text-foreground rounded-sm">
                      {link.label}
                    </a>
                  ) : link.href ? (
                    <Link href={link.href} className="text-muted-foreground hover:text-foreground rounded-sm">
                      {link.label}
                    </Link>
                  ) : (
                    // Placeholder: shown for orientation, not a link until the page exists.
                    <span className="text-muted-foreground">
                      {link.label}
                      <span className="sr-only"> (coming soon)</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} ListingPilot. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
