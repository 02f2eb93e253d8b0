import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/** What a click inside a row does itself: a link, a button, a checkbox, a form field. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

/**
 * A click anywhere on a listing's row opens the listing, as Seller Central's inventory rows do.
 * The row's own links and buttons keep their clicks, and a click that ends a text selection selects;
 * keyboard users get the same place through the title, which is a link.
 */
export function useOpenOnRowClick(): (href: string) => (event: MouseEvent<HTMLElement>) => void {
  const [, navigate] = useLocation();
  return (href) => (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    if (target.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    navigate(href);
  };
}
