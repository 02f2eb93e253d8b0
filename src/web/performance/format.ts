/** Display helpers shared by the performance views. */

export const pct = (v: number | null, digits = 1) => (v === null ? '—' : `${(v * 100).toFixed(digits)}%`);

/**
 * An amount in its currency, whole units ("$50,490"); `compact` for a chart's axis, where "800 USD"
 * would wrap ("$800", "$1.2K"). A code Intl does not know is shown after the figure.
 */
export function money(amount: number, currency: string, compact = false): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      maximumFractionDigits: compact && Math.abs(amount) >= 1000 ? 1 : 0,
      ...(compact ? { notation: 'compact' } : {}),
    }).format(amount);
  } catch {
    return `${amount.toFixed(0)} ${currency}`.trim();
  }
}

/** A change in conversion, in percentage points. */
export const points = (v: number | null) => (v === null ? '—' : `${v >= 0 ? '+' : '−'}${Math.abs(v * 100).toFixed(2)} pts`);

export const relative = (v: number | null) => (v === null ? '—' : `${v >= 0 ? '+' : '−'}${Math.abs(v * 100).toFixed(0)}%`);

export const interval = (i: [number, number] | null) => (i === null ? '—' : `${points(i[0])} to ${points(i[1])}`);

/** "3 hours ago", "2 days ago": how old the figures are. */
export function age(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never';
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.round(hours / 24)} days ago`;
}
