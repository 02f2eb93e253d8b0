import { HEALTH_BANDS, healthBand, type HealthBand } from '#core/health/bands';

/** Text classes for a score's band colour (green 60+, amber 40-59, red below 40). */
export const BAND_TEXT_CLASS: Readonly<Record<HealthBand, string>> = {
  optimized: 'text-success',
  good: 'text-success',
  needs_work: 'text-amber-700 dark:text-amber-400',
  poor: 'text-destructive',
  not_analyzed: 'text-muted-foreground',
};

/** Fill classes for bars and chart marks, keyed by band. */
export const BAND_FILL_CLASS: Readonly<Record<HealthBand, string>> = {
  optimized: 'bg-success',
  good: 'bg-success/70',
  needs_work: 'bg-warning',
  poor: 'bg-destructive',
  not_analyzed: 'bg-muted-foreground/40',
};

/** 'n/100', or 'Not analyzed' for a listing without a score. */
export function formatScore(score: number | null): string {
  return score === null ? HEALTH_BANDS.not_analyzed.label : `${score}/100`;
}

/** The band's label for a score ('Optimized', 'Good', 'Needs work', 'Poor', 'Not analyzed'). */
export function getBandLabel(score: number | null): string {
  return HEALTH_BANDS[healthBand(score)].label;
}

/** A sentence for screen readers and titles: 'Health score 82 out of 100, Optimized'. */
export function describeScore(score: number | null): string {
  if (score === null) return 'Health score: Not analyzed';
  return `Health score ${score} out of 100, ${getBandLabel(score)}`;
}
