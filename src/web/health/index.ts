/** How every screen shows a health score: badge, bar, and the band's label and colour. */
export { HealthScoreBadge } from './health-score-badge.tsx';
export { HealthScoreBar } from './health-score-bar.tsx';
export { BAND_TEXT_CLASS, formatScore, getBandLabel } from './score-text.ts';
