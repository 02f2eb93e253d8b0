import { readFileSync } from 'node:fs';
import type { ListingContent } from '#core/listings/content';
import { MARKETPLACES, US_MARKETPLACE_ID } from '#core/marketplaces';

type CorpusRow = { source_id: string; brand: string | null; title: string; bullets: string[]; description: string | null };

export const CORPUS_URL = new URL('../../../../tests/fixtures/corpus/listings.jsonl', import.meta.url);
export const SNAPSHOT_URL = new URL('../../../../tests/fixtures/health-snapshot.json', import.meta.url);

/** A store exempt from the 75-character title (Saudi Arabia); not in MARKETPLACES. */
const EXEMPT_MARKETPLACE_ID = 'A17E79C6D8DWNP';

export type SnapshotCase = { id: string; listing: ListingContent };

/**
 * Every corpus listing twice: as imported (US, text only, like corpus.test.ts) and as a
 * deterministic variant that exercises the other fields and policies: marketplace language,
 * exempt store, media, highlights, search terms, images, A+.
 */
export function snapshotCases(): SnapshotCase[] {
  const rows = readFileSync(CORPUS_URL, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as CorpusRow);
  const out: SnapshotCase[] = [];
  rows.forEach((r, i) => {
    out.push({
      id: `${r.source_id}/plain`,
      listing: {
        marketplaceId: US_MARKETPLACE_ID,
        brand: r.brand,
        title: r.title,
        bullets: r.bullets,
        description: r.description ?? '',
      },
    });
    const words = r.title.split(' ');
    const bulletWords = r.bullets.join(' ').split(' ');
    out.push({
      id: `${r.source_id}/variant`,
      listing: {
        marketplaceId: i % 11 === 5 ? EXEMPT_MARKETPLACE_ID : MARKETPLACES[i % MARKETPLACES.length]!.id,
        brand: i % 13 === 7 ? null : r.brand,
        title: i % 3 === 1 ? words.slice(0, 9).join(' ') : r.title,
        bullets: i % 4 === 2 ? r.bullets.slice(0, 3) : i % 4 === 3 ? [...r.bullets, ...r.bullets.slice(0, 2)] : r.bullets,
        description: i % 9 === 4 ? '' : (r.description ?? ''),
        isMedia: i % 7 === 3,
        highlights: i % 3 === 0 ? undefined : i % 3 === 1 ? '' : words.slice(0, 14).join(' '),
        searchTerms:
          i % 4 === 0
            ? null
            : i % 4 === 1
              ? ''
              : (i % 4 === 2 ? words.slice(-8) : bulletWords.slice(0, 40)).join(' ').toLowerCase(),
        images:
          i % 5 === 0
            ? null
            : i % 5 === 1
              ? []
              : Array.from({ length: 1 + (i % 10) }, (_, k) => ({
                  url: `https://m.media-amazon.com/images/I/${i}-${k}.${k % 4 === 3 ? 'gif' : 'jpg'}`,
                  variant: k === 0 && i % 8 !== 6 ? 'MAIN' : `PT0${k}`,
                  width: 400 + ((i * 37 + k * 211) % 2400),
                  height: k % 3 === 2 ? null : 500 + ((i * 53 + k * 97) % 2000),
                })),
        hasAplus: i % 5 === 0 ? null : i % 2 === 0,
      },
    });
  });
  return out;
}

type Issue = { fix: string | number; source: string | number };
type Report = { issues: Issue[] };
export type Snapshot = { strings: string[]; reports: Record<string, Report> };

/** `fix` and `source` repeat across thousands of issues: stored once in a string table. */
export function packSnapshot(reports: Record<string, Report>): string {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const intern = (s: string | number): number => {
    if (typeof s === 'number') return s;
    let i = index.get(s);
    if (i === undefined) index.set(s, (i = strings.push(s) - 1));
    return i;
  };
  const lines = Object.entries(reports).map(
    ([id, r]) =>
      `${JSON.stringify(id)}:${JSON.stringify({ ...r, issues: r.issues.map((x) => ({ ...x, fix: intern(x.fix), source: intern(x.source) })) })}`,
  );
  return `{"strings":${JSON.stringify(strings)},\n"reports":{\n${lines.join(',\n')}\n}}\n`;
}

export function unpackSnapshot(text: string): Record<string, Report> {
  const { strings, reports } = JSON.parse(text) as Snapshot;
  for (const r of Object.values(reports))
    for (const x of r.issues) Object.assign(x, { fix: strings[x.fix as number], source: strings[x.source as number] });
  return reports;
}
