import { z } from 'zod';

/** POST /api/imports answer. */
export const ImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  total: z.number().int(),
  format: z.enum(['all-listings-report', 'csv', 'tsv', 'jsonl', 'json']),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ExportQuerySchema = z.object({
  version: z.enum(['original', 'rewritten'], { error: 'version must be original or rewritten' }).default('original'),
  /** My Listings (the default) or the Archived view: archived listings are exported, never edited. */
  view: z.enum(['current', 'archived'], { error: 'view must be current or archived' }).default('current'),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** 20 MB: a 10,000-listing report is about 5 MB, so this leaves room without letting one upload hog memory. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const IMPORT_PATH = '/api/imports';
export const EXPORT_PATH = '/api/imports/listings.csv';
