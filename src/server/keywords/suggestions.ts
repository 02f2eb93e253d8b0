import type { KeywordSuggestion, ListingKeyword } from '#core/api/keywords';

/** How many of the strongest keywords are checked against the title, and against title and bullets. */
const TITLE_CHECKS = 3;
const VISIBLE_CHECKS = 10;

/**
 * Health suggestions from keyword data, naming where each figure comes from. They sit beside the
 * health score and never change it, so scores stay comparable between sellers with and without
 * keyword data.
 */
export function keywordSuggestions(keywords: readonly ListingKeyword[]): KeywordSuggestion[] {
  const strongest = [...keywords].sort((a, b) => Number(b.targeted) - Number(a.targeted) || weight(b) - weight(a));
  const seen = new Set<string>();
  const unique = strongest.filter((k) => !seen.has(k.keyword) && seen.add(k.keyword));
  const suggestions: KeywordSuggestion[] = [];
  unique.slice(0, VISIBLE_CHECKS).forEach((k, i) => {
    if (k.placement === 'title') return;
    if (i < TITLE_CHECKS)
      suggestions.push({ keyword: k.keyword, field: 'title', message: `'${k.keyword}' (${provenance(k)}) is not in the title` });
    else if (k.placement !== 'bullets')
      suggestions.push({
        keyword: k.keyword,
        field: 'bullets',
        message: `'${k.keyword}' (${provenance(k)}) is in neither the title nor the bullets`,
      });
  });
  return suggestions;
}

export function weight(k: Pick<ListingKeyword, 'volume' | 'impressions'>): number {
  return k.volume ?? k.impressions ?? 0;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "2,140 searches a week, SQP, week of 2026-11-08" */
export function provenance(k: ListingKeyword): string {
  if (k.source === 'sqp') {
    const parts = [k.volume !== null ? `${count(k.volume)} searches a week` : null, k.demo ? 'SQP demo data' : 'SQP'];
    if (k.periodStart) parts.push(`week of ${k.periodStart}`);
    return parts.filter(Boolean).join(', ');
  }
  const uploaded = k.periodEnd ? `uploaded ${k.periodEnd}` : null;
  if (k.source === 'ads-upload') {
    const figure = k.impressions !== null ? `${count(k.impressions)} ad impressions` : null;
    return [figure, 'Amazon Ads search term report', uploaded].filter(Boolean).join(', ');
  }
  const figure = k.volume !== null ? `${count(k.volume)} searches` : null;
  return [figure, 'your keyword file', uploaded].filter(Boolean).join(', ');
}
