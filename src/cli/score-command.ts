import { HEALTH_BANDS, healthBand, scoreListing, type HealthBand, type HealthReport } from '#core/health/index';
import { importedContent, type ImportedListing } from '#core/imports/index';
import { searchCoverage, type KeywordPlacement } from '#core/keywords/index';
import { findMarketplace } from '#core/marketplaces';
import type { CliIo } from './io.ts';
import { readKeywords } from './read-keywords.ts';
import { readListings } from './read-listings.ts';

export type ScoreOptions = { file: string; marketplace: string; json: boolean; keywords?: string | undefined };

export type ScoredLine = {
  sku: string;
  marketplace: string;
  asin: string;
  score: number;
  band: HealthBand;
  errors: number;
  warnings: number;
  infos: number;
  rules: string[];
  /** With --keywords: the search coverage (0..1, core/keywords) and where each keyword is found. */
  searchCoverage?: number;
  keywords?: KeywordPlacement[];
};

export type ScoreSummary = {
  count: number;
  meanScore: number;
  bands: Record<HealthBand, number>;
  topRules: { ruleId: string; listings: number }[];
  /** With --keywords: the mean search coverage (0..1). */
  meanSearchCoverage?: number;
};

const TOP_RULES = 5;

/** `listingpilot score FILE`: one line per listing, then the mean, the band counts and the commonest rules. */
export async function runScore(options: ScoreOptions, io: CliIo): Promise<void> {
  const parsed = await readListings(options.file, options.marketplace, io.cwd);
  const keywordsOf = options.keywords ? await readKeywords(options.keywords, io.cwd) : null;
  const lines = parsed.listings.map((l) => {
    const content = importedContent(l);
    const line = toLine(l, scoreListing(content));
    const keywords = keywordsOf?.(l) ?? [];
    if (keywords.length === 0) return line;
    const coverage = searchCoverage({ ...content, searchTerms: content.searchTerms ?? '' }, keywords);
    return { ...line, searchCoverage: Math.round(coverage.coverage * 1000) / 1000, keywords: coverage.keywords };
  });
  const summary = summarise(lines);
  if (options.json) {
    io.stdout(`${JSON.stringify({ listings: lines, summary }, null, 2)}\n`);
    return;
  }
  const skuWidth = Math.min(40, Math.max(3, ...lines.map((l) => l.sku.length)));
  for (const l of lines) {
    io.stdout(
      `${l.sku.padEnd(skuWidth)}  ${String(l.score).padStart(3)}  ${HEALTH_BANDS[l.band].label.padEnd(10)}  ${plural(l.errors, 'error')}, ${plural(l.warnings, 'warning')}${l.searchCoverage === undefined ? '' : `, search coverage ${percent(l.searchCoverage)}`}\n`,
    );
  }
  io.stdout(`\n${summary.count} listing${summary.count === 1 ? '' : 's'}, mean score ${summary.meanScore}\n`);
  if (summary.meanSearchCoverage !== undefined) io.stdout(`Mean search coverage ${percent(summary.meanSearchCoverage)}\n`);
  io.stdout(
    `${(Object.keys(summary.bands) as HealthBand[])
      .filter((b) => b !== 'not_analyzed')
      .map((b) => `${HEALTH_BANDS[b].label}: ${summary.bands[b]}`)
      .join(', ')}\n`,
  );
  io.stdout(
    `Most frequent rules:\n${summary.topRules.map((r) => `  ${r.ruleId} (${r.listings} listing${r.listings === 1 ? '' : 's'})`).join('\n')}\n`,
  );
}

function toLine(l: ImportedListing, report: HealthReport): ScoredLine {
  const count = (severity: string) => report.issues.filter((i) => i.severity === severity).length;
  return {
    sku: l.sku,
    marketplace: findMarketplace(l.marketplaceId)?.country ?? l.marketplaceId,
    asin: l.asin,
    score: report.score,
    band: healthBand(report.score),
    errors: count('error'),
    warnings: count('warning'),
    infos: count('info'),
    rules: [...new Set(report.issues.map((i) => i.ruleId))],
  };
}

export function summarise(lines: readonly ScoredLine[]): ScoreSummary {
  const bands: Record<HealthBand, number> = { optimized: 0, good: 0, needs_work: 0, poor: 0, not_analyzed: 0 };
  const rules = new Map<string, number>();
  for (const l of lines) {
    bands[l.band]++;
    for (const r of l.rules) rules.set(r, (rules.get(r) ?? 0) + 1);
  }
  const mean = lines.length === 0 ? 0 : lines.reduce((sum, l) => sum + l.score, 0) / lines.length;
  const topRules = [...rules]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_RULES)
    .map(([ruleId, listings]) => ({ ruleId, listings }));
  const covered = lines.filter((l) => l.searchCoverage !== undefined);
  const summary: ScoreSummary = { count: lines.length, meanScore: Math.round(mean * 10) / 10, bands, topRules };
  if (covered.length > 0)
    summary.meanSearchCoverage = Math.round((covered.reduce((n, l) => n + l.searchCoverage!, 0) / covered.length) * 1000) / 1000;
  return summary;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
