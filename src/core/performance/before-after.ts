/**
 * Before/after figures for one push: the same number of whole days before and after it, leaving out
 * the day of the push (half of it ran on the old text), and a 95% interval for the change in
 * conversion from a two-proportion test on units ordered over sessions. The verdict never claims a
 * cause: seasonality, price and ads move these figures too (docs/performance-tracking.md).
 */

export type DailyFigures = { day: string; sessions: number; units: number };
export type PushMark = { versionId: number; day: string };

export const MIN_DAYS_AFTER = 14;
export const MIN_SESSIONS = 100;
/** Longer windows mix in more of everything else that changed; four weeks keeps the weekly pattern whole. */
export const MAX_WINDOW_DAYS = 28;
const Z95 = 1.959964;

export const VERDICTS = ['Too early to tell', 'Conversion up', 'Conversion down', 'No clear change'] as const;
export type Verdict = (typeof VERDICTS)[number];

export type WindowFigures = { from: string; to: string; sessions: number; units: number; conversion: number | null };

export type BeforeAfter = {
  versionId: number;
  pushDay: string;
  /** Whole days in each window (0 until a day after the push is in). */
  days: number;
  daysSincePush: number;
  before: WindowFigures;
  after: WindowFigures;
  /** Relative change in sessions (0.1 = +10%), null without sessions before. */
  sessionsChange: number | null;
  /** Change in conversion in percentage points as a fraction (0.012 = +1.2 points), and its 95% interval. */
  conversionChange: number | null;
  interval: [number, number] | null;
  /** The standard error of conversionChange, for combining cards. */
  standardError: number | null;
  verdict: Verdict;
  /** Pushes that end a window early: the windows stop the day before the next push and start the day after the previous one. */
  cutBy: PushMark[];
};

const DAY_MS = 86_400_000;
export const dayNumber = (iso: string): number => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

function windowFigures(from: number, to: number, { sessions, units }: { sessions: number; units: number }): WindowFigures {
  return { from: dayString(from), to: dayString(to), sessions, units, conversion: sessions > 0 ? units / sessions : null };
}

export type PushWindows = {
  /** Whole days in each window (0 until a day after the push is in). */
  days: number;
  cutBy: PushMark[];
  /** Day numbers, inclusive; empty (from > to) when days is 0. */
  before: { from: number; to: number };
  after: { from: number; to: number };
};

/**
 * The windows of one push: they depend on the pushes and on `lastDay` only, so the dashboard can
 * sum them in the database instead of loading every day.
 */
export function pushWindows(push: PushMark, otherPushes: readonly PushMark[], lastDay: string): PushWindows {
  const p = dayNumber(push.day);
  const others = otherPushes.filter((o) => o.versionId !== push.versionId);
  const next = others.filter((o) => dayNumber(o.day) > p).sort((a, b) => dayNumber(a.day) - dayNumber(b.day))[0];
  const previous = others.filter((o) => dayNumber(o.day) < p).sort((a, b) => dayNumber(b.day) - dayNumber(a.day))[0];
  const available = Math.max(0, dayNumber(lastDay) - p);
  let days = Math.min(available, MAX_WINDOW_DAYS);
  const cutBy: PushMark[] = [];
  // A push on the same day as another leaves no clean window at all.
  const sameDay = others.find((o) => dayNumber(o.day) === p);
  if (sameDay) {
    days = 0;
    cutBy.push(sameDay);
  }
  if (next && dayNumber(next.day) - p - 1 < days) {
    days = dayNumber(next.day) - p - 1;
    cutBy.push(next);
  }
  if (previous && p - dayNumber(previous.day) - 1 < days) {
    days = p - dayNumber(previous.day) - 1;
    cutBy.push(previous);
  }
  return { days, cutBy, before: { from: p - days, to: p - 1 }, after: { from: p + 1, to: p + days } };
}

/**
 * `lastDay` is the last day whose figures are in (yesterday at best); `today` is the day it is now.
 * Days without a row count as days without sessions.
 */
export function beforeAfter(
  rows: readonly DailyFigures[],
  push: PushMark,
  otherPushes: readonly PushMark[],
  lastDay: string,
  today: string,
): BeforeAfter {
  const byDay = new Map(rows.map((r) => [dayNumber(r.day), r]));
  const w = pushWindows(push, otherPushes, lastDay);
  const sum = (from: number, to: number) => {
    let sessions = 0;
    let units = 0;
    for (let d = from; d <= to; d++) {
      const row = byDay.get(d);
      if (row) {
        sessions += row.sessions;
        units += row.units;
      }
    }
    return { sessions, units };
  };
  return judgePush(push, w, sum(w.before.from, w.before.to), sum(w.after.from, w.after.to), today);
}

/** The card of one push from its windows' sums of sessions and units. */
export function judgePush(
  push: PushMark,
  w: PushWindows,
  beforeSums: { sessions: number; units: number },
  afterSums: { sessions: number; units: number },
  today: string,
): BeforeAfter {
  const p = dayNumber(push.day);
  const { days, cutBy } = w;
  const before = windowFigures(w.before.from, w.before.to, beforeSums);
  const after = windowFigures(w.after.from, w.after.to, afterSums);
  const daysSincePush = dayNumber(today) - p;
  const sessionsChange = days > 0 && before.sessions > 0 ? after.sessions / before.sessions - 1 : null;
  let conversionChange: number | null = null;
  let standardError: number | null = null;
  let interval: [number, number] | null = null;
  if (before.conversion !== null && after.conversion !== null) {
    // Units can exceed sessions (several units in one order): cap the proportions for the variance.
    const p1 = Math.min(1, before.conversion);
    const p2 = Math.min(1, after.conversion);
    conversionChange = after.conversion - before.conversion;
    standardError = Math.sqrt((p1 * (1 - p1)) / before.sessions + (p2 * (1 - p2)) / after.sessions);
    interval = [conversionChange - Z95 * standardError, conversionChange + Z95 * standardError];
  }
  return {
    versionId: push.versionId,
    pushDay: dayString(p),
    days,
    daysSincePush,
    before,
    after,
    sessionsChange,
    conversionChange,
    interval,
    standardError,
    verdict: verdictOf(days, daysSincePush, before.sessions, after.sessions, interval),
    cutBy,
  };
}

function verdictOf(
  days: number,
  daysSincePush: number,
  sessionsBefore: number,
  sessionsAfter: number,
  interval: [number, number] | null,
): Verdict {
  if (days === 0 || daysSincePush < MIN_DAYS_AFTER || sessionsBefore < MIN_SESSIONS || sessionsAfter < MIN_SESSIONS || !interval)
    return 'Too early to tell';
  if (interval[0] > 0) return 'Conversion up';
  if (interval[1] < 0) return 'Conversion down';
  return 'No clear change';
}

export type ChangesSummary = {
  counts: Record<Verdict, number>;
  /** Sessions-weighted change in conversion over the cards with a verdict, and its 95% interval. */
  weightedChange: number | null;
  interval: [number, number] | null;
};

/** Combines one card per listing: weights are each listing's sessions in both windows. */
export function summariseChanges(cards: readonly BeforeAfter[]): ChangesSummary {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const c of cards) counts[c.verdict]++;
  const judged = cards.filter(
    (c) => c.verdict !== 'Too early to tell' && c.conversionChange !== null && c.standardError !== null,
  );
  const total = judged.reduce((n, c) => n + c.before.sessions + c.after.sessions, 0);
  if (judged.length === 0 || total === 0) return { counts, weightedChange: null, interval: null };
  let change = 0;
  let variance = 0;
  for (const c of judged) {
    const w = (c.before.sessions + c.after.sessions) / total;
    change += w * c.conversionChange!;
    variance += w * w * c.standardError! ** 2;
  }
  const se = Math.sqrt(variance);
  return { counts, weightedChange: change, interval: [change - Z95 * se, change + Z95 * se] };
}
