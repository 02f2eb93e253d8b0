import { LogOut, Settings } from 'lucide-react';
import { useLocation } from 'wouter';
import { TIER_LABELS } from '#core/plans/tiers';
import { useAuth } from '../../auth/index.ts';
import { paths } from '../../lib/paths.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/use-toast.ts';

/** 'jane_doe' → 'JD', 'sellerbob' → 'SE'. */
export function initialsOf(username: string): string {
  const parts = username.split(/[\s._-]+/).filter(Boolean);
  if (parts.length >= 2) return (parts[0]![0]! + parts[1]![0]!).toUpperCase();
  return username.slice(0, 2).toUpperCase();
}

export function UserMenu() {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  if (!user) return null;

  async function handleSignOut() {
    await logout();
    toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    navigate(paths.home);
  }

  const initials = initialsOf(user.username);
  const credits = user.usageLimit === null ? `${user.usageCount} / Unlimited` : `${user.usageCount} / ${user.usageLimit}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The visible initials start the name (WCAG 2.5.3, label in name).
        aria-label={`${initials}, User menu`}
        className="focus-visible:outline-ring flex size-9 cursor-pointer items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-xs font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {initials}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold" data-testid="user-menu-username">
            {user.username}
          </span>
          <span className="text-muted-foreground truncate text-xs font-normal">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="grid gap-1 px-2 py-1.5 text-xs">
          <div className="flex justify-between gap-2">
            <span className="text-muted-foreground">Plan</span>
            <span className="font-medium" data-testid="user-menu-plan">
              {TIER_LABELS[user.tier]} Plan
            </span>
          </div>
          <div className="flex justify-between gap-2">
            <span className="text-muted-foreground">Credits used</span>
            <span className="font-medium tabular-nums" data-testid="user-menu-credits">
              {credits}
            </span>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
          <Settings className="size-4" aria-hidden="true" /> Account Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut className="size-4" aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
