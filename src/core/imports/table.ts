import { isAllListingsReport, mapColumns, missingColumns, type ListingField } from './columns.ts';
import type { DelimitedRecord } from './delimited.ts';
import type { RawListing } from './validate-row.ts';
import type { ImportIssue } from './types.ts';

/** Turns header + records of a CSV/TSV (our columns or the All Listings Report) into raw rows. */
export function readTable(records: readonly DelimitedRecord[]): { isReport: boolean; rows: RawListing[]; issues: ImportIssue[] } {
  const [header, ...body] = records;
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
  for (const record of body) {
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
