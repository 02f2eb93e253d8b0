/** Listings from a file (try the app without connecting Amazon): pure parsers shared by the upload route and the CLI. */
export { parseListingsFile, parseListingsFileInBatches, parseListingsText, formatIssue, issuePath } from './parse.ts';
export { importedContent } from './content.ts';
export { decodeBytes } from './decode.ts';
export { resolveMarketplace, MARKETPLACE_CHOICES } from './marketplace.ts';
export { MAX_BULLET_COLUMNS } from './columns.ts';
export { MAX_REPORTED_ISSUES } from './types.ts';
export type {
  ImportFormat,
  ImportIssue,
  ImportedListing,
  ParseResult,
  ParseSuccess,
  ParseFailure,
  TextEncodingName,
} from './types.ts';
export { toCsv, csvCell, neutraliseFormula } from './csv-write.ts';
export {
  ImportResultSchema,
  ExportQuerySchema,
  MAX_IMPORT_BYTES,
  IMPORT_PATH,
  EXPORT_PATH,
  type ImportResult,
  type ExportQuery,
} from './contract.ts';
export { IMPORT_COLUMNS, type ImportColumn } from './columns-doc.ts';
