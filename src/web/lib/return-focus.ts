/**
 * `onCloseAutoFocus` for a Radix dialog opened by state rather than by its DialogTrigger: Radix
 * returns focus only to a trigger, so without this, Esc or Cancel leaves focus on <body>.
 * Usage: `onCloseAutoFocus={(event) => returnFocus(event, openerRef.current)}`.
 */
export function returnFocus(event: Event, opener: HTMLElement | null): void {
  if (!opener?.isConnected) return;
  event.preventDefault();
  opener.focus();
}
