/** Amazon's rules for a Search Query Performance request: week bounds and the `asin` option's length. */

const DAY_MS = 24 * 60 * 60 * 1000;

export type Week = { start: string; end: string };

/**
 * The latest week Amazon can report: Brand Analytics weeks run Sunday to Saturday (UTC dates), and
 * a week is complete once its Saturday is over. A request whose dates are not a week's bounds ends
 * FATAL, so every period is built here.
 */
export function latestCompleteWeek(now: Date): Week {
  const today = Math.floor(now.getTime() / DAY_MS);
  const weekday = new Date(today * DAY_MS).getUTCDay(); // 0 = Sunday
  // The Saturday before today; on a Sunday that is yesterday.
  const saturday = today - weekday - 1;
  return { start: isoDay(saturday - 6), end: isoDay(saturday) };
}

/** The request's times: the Sunday's first second to the Saturday's last, in UTC. */
export function weekTimes(week: Week): { dataStartTime: string; dataEndTime: string } {
  return { dataStartTime: `${week.start}T00:00:00Z`, dataEndTime: `${week.end}T23:59:59Z` };
}

/** Whole days from the end of the week to `now`: how old the data shown is. */
export function ageInDays(periodEnd: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - (Date.parse(`${periodEnd}T00:00:00Z`) + DAY_MS)) / DAY_MS));
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Amazon's limit on the `asin` report option: ASINs separated by spaces, at most 200 characters. */
export const SQP_ASIN_OPTION_MAX = 200;

/** Splits ASINs into as few `asin` options as fit the limit (18 ten-character ASINs each). */
export function asinBatches(asins: readonly string[], max = SQP_ASIN_OPTION_MAX): string[] {
  const batches: string[] = [];
  let current = '';
  for (const asin of asins) {
    const next = current ? `${current} ${asin}` : asin;
    if (next.length > max && current) {
      batches.push(current);
      current = asin;
    } else current = next;
  }
  if (current) batches.push(current);
  return batches;
}
