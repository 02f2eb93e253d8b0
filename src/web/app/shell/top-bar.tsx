import { Menu, Pin, PinOff } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { AlertsCountLink } from '../../alerts/index.ts';
import { ConnectAmazonButton } from '../../amazon/index.ts';
import { paths } from '../../lib/paths.ts';
import { cn } from '../../lib/cn.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ThemeToggle } from '../../theme/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { SidebarState } from './sidebar-state.ts';
import { UserMenu } from './user-menu.tsx';

// The top bar's Optimize link opens the Optimize picker (like the sidebar): choosing a listing there opens its editor.
const TOP_LINKS = [
  { label: 'Dashboard', href: paths.home, match: (l: string) => l === paths.home || l === paths.dashboard },
  { label: 'Optimize', href: paths.optimizePicker, match: (l: string) => l.startsWith(paths.optimizePicker) },
  { label: 'Settings', href: paths.settings, match: (l: string) => l.startsWith(paths.settings) },
];

type Props = {
  sidebar: SidebarState;
  /** The menu toggle, where focus returns when the overlay sidebar closes. */
  menuToggleRef: RefObject<HTMLButtonElement | null>;
};

export function TopBar({ sidebar, menuToggleRef }: Props) {
  const [location] = useLocation();
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 flex h-16 items-center gap-2 border-b px-3 backdrop-blur sm:px-4">
      <Button
        ref={menuToggleRef}
        variant="ghost"
        size="icon"
        aria-label="Toggle sidebar"
        aria-expanded={sidebar.isOpen}
        aria-controls="app-sidebar"
        onClick={sidebar.toggleOpen}
      >
        <Menu aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="hidden lg:inline-flex"
        aria-label={sidebar.isPinned ? 'Unpin sidebar' : 'Pin sidebar'}
        aria-pressed={sidebar.isPinned}
        title={sidebar.isPinned ? 'Unpin sidebar' : 'Pin sidebar'}
        onClick={sidebar.togglePinned}
      >
        {sidebar.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
      </Button>
      <Link href={paths.home} className="ml-1 rounded-md" aria-label="ListingPilot home">
        <BrandLogo className="hidden sm:flex" />
        <BrandLogo className="sm:hidden" compact />
      </Link>
      <Badge variant="secondary" className="border-primary/20 bg-primary/10 text-primary text-[10px] tracking-wider">
        BETA
      </Badge>
      <nav aria-label="Quick links" className="ml-6 hidden items-center gap-1 md:flex">
        {TOP_LINKS.map((link) => {
          const active = link.match(location);
          return (
            <Link
              key={link.label}
              href={link.href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'hover:bg-accent hover:text-accent-foreground rounded-md px-3 py-2 text-sm font-medium transition-colors',
                active ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {link.label}
            </Link>
          );
        })}
      </nav>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <div className="hidden sm:block">
          {/* The dashboard has its own Connect Amazon Account: one way to connect per screen. */}
          <ConnectAmazonButton offerConnect={location !== paths.home && location !== paths.dashboard} />
        </div>
        <AlertsCountLink />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
