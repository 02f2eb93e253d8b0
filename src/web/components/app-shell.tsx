import { LogOut, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../auth/auth-provider.tsx';
import { paths } from '../app/paths.ts';
import { Button } from './ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';
import { toast } from './ui/use-toast.ts';

/** Minimal shell; the full sidebar and top bar arrive with issue 3. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  async function handleSignOut() {
    await logout();
    toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    navigate(paths.home);
  }
  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center justify-between border-b px-4">
        <Link href={paths.home} className="font-bold">
          ListingPilot
        </Link>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="User menu">
              {user?.username.slice(0, 2).toUpperCase()}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{user?.username}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
              <Settings className="size-4" /> Account Settings
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void handleSignOut()}>
              <LogOut className="size-4" /> Sign Out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      <main>{children}</main>
    </div>
  );
}
