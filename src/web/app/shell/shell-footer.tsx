import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';

const FOOTER_LINKS = [
  { label: 'Docs', href: paths.help },
  { label: 'Support', href: paths.help },
  { label: 'Privacy', href: paths.privacy },
];

export function ShellFooter() {
  return (
    <footer className="border-t px-4 py-5 sm:px-6 lg:px-8">
      <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 text-sm sm:flex-row">
        <p>© {new Date().getFullYear()} ListingPilot. All rights reserved.</p>
        <nav aria-label="Footer" className="flex gap-5">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.label} href={link.href} className="hover:text-foreground rounded-sm">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
