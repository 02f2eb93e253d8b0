import { mapColumns, missingColumns, normaliseHeader, type ListingField } from './columns.ts';
import type { RawListing } from './validate-row.ts';
import type { ImportIssue } from './types.ts';

/**
 * JSON Lines (one object per line; the row number is the line number) or a JSON array
 * (the row number is the position). Keys are the CSV column names.
 */
export function readJson(text: string): { rows: RawListing[]; issues: ImportIssue[] } {
  const objects: { row: number; value: unknown }[] = [];
  const issues: ImportIssue[] = [];
  if (text.trimStart().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return { rows: [], issues: [{ message: 'The file is not a JSON array of listings' }] };
      parsed.forEach((value, i) => objects.push({ row: i + 1, value }));
    } catch (error) {
      return { rows: [], issues: [{ message: `The file is not valid JSON (${(error as Error).message})` }] };
    }
  } else {
    text.split(/\r\n|\n|\r/).forEach((line, i) => {
      if (!line.trim()) return;
      try {
        objects.push({ row: i + 1, value: JSON.parse(line) });
      } catch {
        issues.push({ row: i + 1, message: 'the line is not valid JSON' });
      }
    });
  }
  if (objects.length === 0 && issues.length === 0) return { rows: [], issues: [{ message: 'The file is empty' }] };

  const keys = new Set<string>();
  for (const o of objects) if (isRecord(o.value)) for (const k of Object.keys(o.value)) keys.add(k);
  const { columns, issues: headerIssues } = mapColumns([...keys]);
  // Header problems have no row in JSON; report them file-wide.
  issues.unshift(...headerIssues.map(({ column, message }) => ({ column, message })), ...missingColumns(columns, false));
  const byKey = new Map<string, ListingField | number>();
  for (const [field, c] of Object.entries(columns.fields)) byKey.set(normaliseHeader(c.name), field as ListingField);
  for (const b of columns.bullets) byKey.set(normaliseHeader(b.name), b.n);

  const rows: RawListing[] = [];
  for (const { row, value } of objects) {
    if (!isRecord(value)) {
      issues.push({ row, message: 'expected an object such as {"sku": "...", "title": "..."}' });
      continue;
    }
    const raw: RawListing = { row, values: {}, names: {} };
    const numbered: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      const target = byKey.get(normaliseHeader(key));
      if (target === undefined) continue;
      if (target === 'bullets' && Array.isArray(v)) {
        if (v.every((b) => typeof b === 'string')) raw.bulletValues = v;
        else issues.push({ row, column: key, message: 'expected a list of texts' });
        continue;
      }
      const text = toText(v);
      if (text === undefined) {
        issues.push({ row, column: key, message: 'expected a text value' });
        continue;
      }
      if (typeof target === 'number') numbered[target - 1] = text;
      else {
        raw.values[target] = text;
        raw.names[target] = key;
      }
    }
    if (numbered.length > 0) raw.bulletValues = Array.from(numbered, (b) => b ?? '');
    rows.push(raw);
  }
  return { rows, issues };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Numbers are accepted as text because spreadsheets and scripts write numeric SKUs as numbers. */
function toText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
