import { toCsv, type ExportQuery } from '#core/imports/index';
import { HEALTH_BANDS, healthBand } from '#core/health/index';
import type { HealthIssueRow } from '../db/schema/index.ts';
import type { CoreText } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import type { Db } from '../db/index.ts';
import { healthFields, listingContent } from '../listings/index.ts';
import { findLatestDrafts, findUserListings, type DraftRow, type ListingRow } from './repo.ts';

/** At least five bullet columns (Amazon's usual count); more when a listing has more. */
const MIN_BULLET_COLUMNS = 5;

type ExportRow = CoreText & {
  row: ListingRow;
  score: number | null;
  issues: HealthIssueRow[];
  version: 'original' | 'rewritten';
};

/**
 * The user's listings as CSV; `rewritten` swaps in each listing's newest AI draft (rescored), and
 * listings without a draft keep their original text. Columns match the import, so the file can be
 * edited and uploaded again. `view` picks My Listings or the Archived listings.
 */
export async function exportListingsCsv(db: Db, userId: number, query: ExportQuery): Promise<string> {
  const rows = await findUserListings(db, userId, query.view);
  const drafts =
    query.version === 'rewritten'
      ? new Map((await findLatestDrafts(db, userId)).map((d) => [d.listingId, d]))
      : new Map<number, DraftRow>();
  // Rescoring drafts and writing 50,000 rows takes seconds: done in chunks that let other
  // requests run in between, so no export holds the event loop.
  const items: ExportRow[] = [];
  for (let i = 0; i < rows.length; i += EXPORT_CHUNK) {
    if (i > 0) await yieldToOthers();
    for (const row of rows.slice(i, i + EXPORT_CHUNK)) items.push(toExportRow(row, drafts.get(row.id)));
  }
  const bulletColumns = Math.max(MIN_BULLET_COLUMNS, ...items.map((i) => i.bullets.length));
  const header = [
    'sku',
    'asin',
    'marketplace',
    'brand',
    'title',
    ...Array.from({ length: bulletColumns }, (_, i) => `bullet${i + 1}`),
    'description',
    'image_url',
    'health_score',
    'band',
    'issues',
    'version',
  ];
  const parts = [toCsv([header])];
  for (let i = 0; i < items.length; i += EXPORT_CHUNK) {
    await yieldToOthers();
    parts.push(toCsv(items.slice(i, i + EXPORT_CHUNK).map((item) => csvRow(item, bulletColumns))));
  }
  return parts.join('');
}

const EXPORT_CHUNK = 500;

function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function csvRow(i: ExportRow, bulletColumns: number): string[] {
  return [
    i.row.sku,
    i.row.asin,
    findMarketplace(i.row.marketplaceId)?.country ?? i.row.marketplaceId,
    i.row.brand ?? '',
    i.title,
    ...Array.from({ length: bulletColumns }, (_, b) => i.bullets[b] ?? ''),
    i.description,
    i.row.imageUrl,
    i.score === null ? '' : String(i.score),
    HEALTH_BANDS[healthBand(i.score)].label,
    summariseIssues(i.issues),
    i.version,
  ];
}

function toExportRow(row: ListingRow, draft: DraftRow | undefined): ExportRow {
  if (!draft)
    return {
      row,
      title: row.title,
      bullets: row.bullets,
      description: row.description,
      score: row.healthScore,
      issues: row.issues,
      version: 'original',
    };
  const health = healthFields({
    ...listingContent(row),
    title: draft.title,
    bullets: draft.bullets,
    description: draft.description,
  });
  return {
    row,
    title: draft.title,
    bullets: draft.bullets,
    description: draft.description,
    score: health.healthScore ?? null,
    issues: health.issues ?? [],
    version: 'rewritten',
  };
}

/** '2 errors, 1 warning: Title is over 200 characters | …' with the three most valuable fixes. */
export function summariseIssues(issues: readonly HealthIssueRow[]): string {
  if (issues.length === 0) return '';
  const count = (severity: string, word: string) => {
    const n = issues.filter((i) => i.severity === severity).length;
    return n === 0 ? '' : `${n} ${word}${n === 1 ? '' : 's'}`;
  };
  const counts = [count('error', 'error'), count('warning', 'warning'), count('info', 'note')].filter(Boolean).join(', ');
  return `${counts}: ${issues
    .slice(0, 3)
    .map((i) => i.description)
    .join(' | ')}`;
}
