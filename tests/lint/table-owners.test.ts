import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, srcRoot } from '../helpers/import-graph.ts';
import { importErrors } from './import-rules.ts';

/**
 * One feature owns each table (docs/architecture.md#one-owner-per-table): `listings` and
 * `listing_versions` are written only inside src/server/listings, whose writes.ts names each
 * operation other features may ask for. The import boundaries keep other features out of its
 * repo; this reads every server file for a write to those tables, through Drizzle or in SQL.
 */
const SERVER = srcRoot('server');
const OWNED: Record<string, { table: string; owner: string }> = {
  listings: { table: 'listings', owner: 'listings' },
  listingVersions: { table: 'listing_versions', owner: 'listings' },
};

/** Each write to an owned table in a file: `db.update(listings)`, `insert into listing_versions`… */
function writesIn(text: string): string[] {
  const found: string[] = [];
  for (const [name, { table }] of Object.entries(OWNED)) {
    const drizzle = new RegExp(String.raw`\.(insert|update|delete)\(\s*${name}\s*\)`, 'g');
    const raw = new RegExp(String.raw`\b(insert\s+into|update|delete\s+from)\s+"?${table}"?\s`, 'gi');
    for (const match of [...text.matchAll(drizzle), ...text.matchAll(raw)]) found.push(`${match[0].trim()}`);
  }
  return found;
}

const files = sourceFiles(SERVER).map((file) => ({ file: path.relative(SERVER, file), text: readFileSync(file, 'utf8') }));

describe('tables have one owner', () => {
  it('sees the writes the owner makes', () => {
    // Guards the reader: a pattern that matched nothing would pass the check below.
    const own = files.filter((f) => f.file.startsWith(`listings${path.sep}`)).flatMap((f) => writesIn(f.text));
    expect(own).toEqual(expect.arrayContaining(['.update(listings)', '.insert(listingVersions)', '.delete(listings)']));
    expect(writesIn('await tx.execute(sql`UPDATE listings SET title = 1`)')).toEqual(['UPDATE listings']);
  });

  it('has no write to listings or listing_versions outside src/server/listings', () => {
    const outside = files
      .filter((f) => !f.file.startsWith(`listings${path.sep}`))
      .flatMap((f) => writesIn(f.text).map((write) => `${f.file}: ${write}`));
    expect(outside).toEqual([]);
  });

  it.each([
    ['src/server/publish/service.ts', '../listings/repo.ts'],
    ['src/server/publish/service.ts', '../listings/writes.ts'],
    ['src/server/sync/a/b/import-job.ts', '../../../listings/repo.ts'],
  ])('keeps %s out of %s', async (file, specifier) => {
    const errors = await importErrors(file, specifier);
    expect(errors.some((e) => e.includes('through its index.ts'))).toBe(true);
  });
});
