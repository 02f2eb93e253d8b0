import { Link, useLocation } from 'wouter';
import type { User } from '#core/api/auth';
import { cn } from '../../lib/cn.ts';
import { PlanBadge } from '../../plans/index.ts';
import { SIDEBAR_ITEMS } from './nav-items.ts';
import { SidebarPlanCard } from './sidebar-plan-card.tsx';

/** The navigation and plan card, shared by the docked sidebar and the overlay. */
export function SidebarContent({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <nav aria-label="Main" className="grid gap-1">
        <p className="text-muted-foreground px-3 pb-2 text-xs font-semibold tracking-wider uppercase">Menu</p>
        {SIDEBAR_ITEMS.map((item) => {
          const active = item.isActive(location);
          const Icon = item.icon;
          return (
            <Link
              key={item.label}
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                active
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <Icon className="size-4.5 shrink-0" aria-hidden="true" />
              {item.label}
              {item.feature && <PlanBadge feature={item.feature} className="ml-auto" />}
            </Link>
          );
        })}
      </nav>
      <div className="mt-auto">
        <SidebarPlanCard user={user} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
