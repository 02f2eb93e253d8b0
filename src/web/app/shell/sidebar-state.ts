import { useCallback, useState, useSyncExternalStore } from 'react';

/** localStorage key of the sidebar's pinned state. */
export const SIDEBAR_PINNED_KEY = 'sidebar_pinned';
/** Tailwind's lg breakpoint: below it the sidebar is always an overlay. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function readPinned(): boolean {
  try {
    // Pinned by default so a first visit on desktop shows the navigation.
    return localStorage.getItem(SIDEBAR_PINNED_KEY) !== 'false';
  } catch {
    return true;
  }
}

function subscribeDesktop(onChange: () => void): () => void {
  const mq = window.matchMedia(DESKTOP_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function isDesktopNow(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

export type SidebarState = {
  /** Shown beside the content (desktop + pinned + open). */
  isDocked: boolean;
  /** Shown as a modal overlay (phones, or unpinned on desktop). */
  isOverlayOpen: boolean;
  isOpen: boolean;
  isPinned: boolean;
  isDesktop: boolean;
  toggleOpen(): void;
  setOpen(open: boolean): void;
  togglePinned(): void;
};

export function useSidebarState(): SidebarState {
  const isDesktop = useSyncExternalStore(subscribeDesktop, isDesktopNow, () => true);
  const [isPinned, setPinned] = useState(readPinned);
  const [isOpen, setOpen] = useState(() => isPinned && isDesktopNow());
  const isDocked = isDesktop && isPinned && isOpen;

  const toggleOpen = useCallback(() => setOpen((o) => !o), []);
  function togglePinned() {
    const next = !isPinned;
    setPinned(next);
    // Pinning docks the sidebar; unpinning tucks it away until the menu toggle opens it.
    setOpen(next);
    try {
      localStorage.setItem(SIDEBAR_PINNED_KEY, String(next));
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }

  return { isDocked, isOverlayOpen: isOpen && !isDocked, isOpen, isPinned, isDesktop, toggleOpen, setOpen, togglePinned };
}
