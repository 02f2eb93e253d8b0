import { MARKETPLACE_CHOICES, parseListingsFile, resolveMarketplace, type ParseSuccess } from '#core/imports/index';
import { CliError, EXIT_BAD_INPUT } from './cli-error.ts';
import { readInputFile, rejectInputFile } from './input-file.ts';

/** Reads and validates a listings file exactly as the upload does; problems exit with code 2. */
export async function readListings(file: string, marketplace: string, cwd: string): Promise<ParseSuccess> {
  const market = resolveMarketplace(marketplace);
  if (!market) throw new CliError(EXIT_BAD_INPUT, [`Unknown marketplace "${marketplace}" (use ${MARKETPLACE_CHOICES})`]);
  const bytes = await readInputFile(file, cwd);
  const parsed = parseListingsFile(bytes, { fileName: file, marketplaceId: market.id });
  if (parsed.ok) return parsed;
  return rejectInputFile(file, parsed);
}
