import { toCsv, type ExportQuery } from '#core/imports/index';
import { HEALTH_BANDS, healthBand } from '#core/health/index';
import type { HealthIssueRow } from '../db/schema/index.ts';
import type { CoreText } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import type { Db } from '../db/index.ts';
import { healthFields, listingContent } from '../listings/index.ts';
import { workSlices } from '../work-slices.ts';
import { findLatestDrafts, findUserListingsPage, type DraftRow, type ListingRow } from './repo.ts';

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
  // A page of listings at a time, and a turn for other requests every ~15 ms of rescoring or
  // writing: 50,000 listings take seconds in all, and no request waits on the export for long.
  const slices = workSlices();
  const items: ExportRow[] = [];
  for (let afterId = 0; ;) {
    const rows = await findUserListingsPage(db, userId, query.view, afterId, EXPORT_PAGE);
    if (rows.length === 0) break;
    afterId = rows.at(-1)!.id;
    const drafts = await draftsOf(db, userId, rows, query.version);
    for (const row of rows) {
      items.push(toExportRow(row, drafts.get(row.id)));
      await slices.pause();
    }
    if (rows.length < EXPORT_PAGE) break;
  }
  let bulletColumns = MIN_BULLET_COLUMNS;
  for (const item of items) bulletColumns = Math.max(bulletColumns, item.bullets.length);
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
  for (let i = 0; i < items.length; i += CSV_CHUNK) {
    await slices.pause();
    parts.push(toCsv(items.slice(i, i + CSV_CHUNK).map((item) => csvRow(item, bulletColumns))));
  }
  return parts.join('');
}

/** The newest AI draft of each listing of the page, for the `rewritten` version; none for `original`. */
async function draftsOf(
  db: Db,
  userId: number,
  rows: readonly ListingRow[],
  version: ExportQuery['version'],
): Promise<Map<number, DraftRow>> {
  if (version !== 'rewritten') return new Map();
  const drafts = await findLatestDrafts(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return new Map(drafts.map((d) => [d.listingId, d]));
}

/** Listings read per query: on PGlite a read of 200 holds the event loop a few ms. */
const EXPORT_PAGE = 200;
/** Rows written to CSV between two checks of the time budget: well under a millisecond of work. */
const CSV_CHUNK = 50;

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
