import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useAuth, VerifyEmailBanner } from '../../auth/index.ts';
import { returnFocus } from '../../lib/return-focus.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { ShellFooter } from './shell-footer.tsx';
import { SidebarContent } from './sidebar-content.tsx';
import { useSidebarState } from './sidebar-state.ts';
import { TopBar } from './top-bar.tsx';

/** Signed-in layout: top bar, a docked or overlay sidebar, the page, and a footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const sidebar = useSidebarState();
  // The overlay is opened by state from the top bar's menu toggle (not a DialogTrigger): focus goes back to it.
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  return (
    <div className="bg-background min-h-screen">
      <SkipLink />
      <TopBar sidebar={sidebar} menuToggleRef={menuToggleRef} />
      <div className="flex">
        {sidebar.isDocked && (
          // The outer column carries the border and tint down the whole page; the inner aside sticks.
          <div className="bg-card/60 w-72 shrink-0 border-r">
            <aside id="app-sidebar" aria-label="Sidebar" className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto">
              <SidebarContent user={user} />
            </aside>
          </div>
        )}
        <div className="flex min-h-[calc(100dvh-4rem)] min-w-0 flex-1 flex-col">
          <VerifyEmailBanner user={user} />
          <main id="main-content" tabIndex={-1} className="w-full flex-1 outline-none">
            <div className="mx-auto w-full max-w-7xl">{children}</div>
          </main>
          <ShellFooter />
        </div>
      </div>
      <DialogPrimitive.Root open={sidebar.isOverlayOpen} onOpenChange={sidebar.setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
          <DialogPrimitive.Content
            id="app-sidebar"
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => returnFocus(event, menuToggleRef.current)}
            className="bg-card fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r shadow-xl outline-none"
          >
            <div className="flex h-16 items-center border-b px-4">
              <BrandLogo />
            </div>
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <SidebarContent user={user} onNavigate={() => sidebar.setOpen(false)} />
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}
