import { isAllListingsReport, mapColumns, missingColumns, type ListingField } from './columns.ts';
import type { DelimitedRecord } from './delimited.ts';
import type { RawListing } from './validate-row.ts';
import type { ImportIssue } from './types.ts';

/** Records turned into rows between two pauses of a yielding parse: a millisecond or two of work. */
const RECORDS_PER_STEP = 1000;

/**
 * Turns header + records of a CSV/TSV (our columns or the All Listings Report) into raw rows, in
 * steps: 50,000 records in one go were one hold of the event loop of 220-370 ms on a loaded
 * two-core machine, half of it the garbage collection of what the loop allocates.
 */
export function* tableSteps(
  records: readonly DelimitedRecord[],
): Generator<void, { isReport: boolean; rows: RawListing[]; issues: ImportIssue[] }> {
  const header = records[0];
  if (!header || header.fields.every((f) => !f.trim()))
    return { isReport: false, rows: [], issues: [{ message: 'The file is empty' }] };
  const isReport = isAllListingsReport(header.fields);
  const { columns, issues } = mapColumns(header.fields);
  issues.push(...missingColumns(columns, isReport));
  if (issues.length > 0) return { isReport, rows: [], issues };

  const entries = Object.entries(columns.fields) as [ListingField, { index: number; name: string }][];
  const names = Object.fromEntries(entries.map(([field, c]) => [field, c.name])) as RawListing['names'];
  const width = header.fields.length;
  const rows: RawListing[] = [];
  for (let r = 1; r < records.length; r++) {
    if (r % RECORDS_PER_STEP === 0) yield;
    const record = records[r]!;
    // Trailing empty cells past the header are what Excel leaves behind; real values there mean a shifted row.
    if (record.fields.length > width && record.fields.slice(width).some((f) => f.trim())) {
      issues.push({
        row: record.row,
        message: `${record.fields.length} values but the header has ${width} columns (a value holding the separator must be in "quotes")`,
      });
      continue;
    }
    const values: RawListing['values'] = {};
    for (const [field, c] of entries) values[field] = record.fields[c.index];
    const raw: RawListing = { row: record.row, values, names };
    if (columns.bullets.length > 0) raw.bulletValues = columns.bullets.map((b) => record.fields[b.index] ?? '');
    rows.push(raw);
  }
  return { isReport, rows, issues };
}
