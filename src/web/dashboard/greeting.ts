/** How long an account counts as new: its first day, however many listings it synced in it. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * "Welcome" on an account's first day, "Welcome back" after. Listings say nothing about it: a new
 * seller who just synced 50 of them has not come back from anywhere.
 */
export function greeting(accountCreatedAt: string, now: Date): 'Welcome' | 'Welcome back' {
  const created = Date.parse(accountCreatedAt);
  // An unreadable date greets as new: "back" is the one that can be wrong.
  if (Number.isNaN(created)) return 'Welcome';
  return now.getTime() - created < NEW_ACCOUNT_MS ? 'Welcome' : 'Welcome back';
}
