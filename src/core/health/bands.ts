/** Health bands: 80+ Optimized, 60–79 Good, 40–59 Needs work, below 40 Poor, null Not analyzed. */
export type HealthBand = 'optimized' | 'good' | 'needs_work' | 'poor' | 'not_analyzed';
export type HealthBandStyle = {
  label: string;
  variant: 'success' | 'warning' | 'destructive' | 'outline';
  bar: 'green' | 'amber' | 'red' | 'none';
};

export const OPTIMIZED_SCORE = 80;

export const HEALTH_BANDS: Readonly<Record<HealthBand, HealthBandStyle>> = {
  optimized: { label: 'Optimized', variant: 'success', bar: 'green' },
  good: { label: 'Good', variant: 'success', bar: 'green' },
  needs_work: { label: 'Needs work', variant: 'warning', bar: 'amber' },
  poor: { label: 'Poor', variant: 'destructive', bar: 'red' },
  not_analyzed: { label: 'Not analyzed', variant: 'outline', bar: 'none' },
};

export function healthBand(score: number | null): HealthBand {
  if (score === null || Number.isNaN(score)) return 'not_analyzed';
  if (score >= OPTIMIZED_SCORE) return 'optimized';
  if (score >= 60) return 'good';
  if (score >= 40) return 'needs_work';
  return 'poor';
}

export function isOptimized(score: number | null): boolean {
  return score !== null && score >= OPTIMIZED_SCORE;
}
