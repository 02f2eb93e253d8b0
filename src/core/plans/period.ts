/**
 * Start of the credit month containing `now`, counting whole months from `anchor` (the plan's
 * anniversary day). A 31st anchor falls on the last day of shorter months.
 */
export function currentPeriodStart(anchor: Date, now: Date): Date {
  if (now.getTime() < anchor.getTime()) return anchor;
  let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let start = addMonths(anchor, months);
  if (start.getTime() > now.getTime()) start = addMonths(anchor, --months);
  return start;
}

/** The usage shown to the user: zero once the month has rolled over, even before the next spend. */
export function effectiveUsage(user: { usageCount: number; usagePeriodStart: Date }, now: Date = new Date()): number {
  return currentPeriodStart(user.usagePeriodStart, now).getTime() === user.usagePeriodStart.getTime() ? user.usageCount : 0;
}

export function addMonths(anchor: Date, months: number): Date {
  const d = new Date(anchor);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
