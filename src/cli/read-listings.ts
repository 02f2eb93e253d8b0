import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatIssue, MARKETPLACE_CHOICES, parseListingsFile, resolveMarketplace, type ParseSuccess } from '#core/imports/index';
import { CliError, EXIT_BAD_INPUT } from './cli-error.ts';

/** Reads and validates a listings file exactly as the upload does; problems exit with code 2. */
export async function readListings(file: string, marketplace: string, cwd: string): Promise<ParseSuccess> {
  const market = resolveMarketplace(marketplace);
  if (!market) throw new CliError(EXIT_BAD_INPUT, [`Unknown marketplace "${marketplace}" (use ${MARKETPLACE_CHOICES})`]);
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(cwd, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(EXIT_BAD_INPUT, [
      code === 'ENOENT' ? `File not found: ${file}` : `Cannot read ${file}: ${(error as Error).message}`,
    ]);
  }
  const parsed = parseListingsFile(bytes, { fileName: file, marketplaceId: market.id });
  if (parsed.ok) return parsed;
  const lines = [
    `${file}: ${parsed.issueCount} problem${parsed.issueCount === 1 ? '' : 's'}, nothing was processed`,
    ...parsed.issues.map(formatIssue),
  ];
  if (parsed.issueCount > parsed.issues.length) lines.push(`… and ${parsed.issueCount - parsed.issues.length} more`);
  throw new CliError(EXIT_BAD_INPUT, lines);
}
