import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatIssue, type ImportIssue } from '#core/imports/index';
import { CliError, EXIT_BAD_INPUT } from './cli-error.ts';

/**
 * The bytes of an input file named on the command line (relative to `cwd`); a missing or unreadable
 * file exits with code 2. `what` names the file in the not-found message ("Keywords file").
 */
export async function readInputFile(file: string, cwd: string, what = 'File'): Promise<Buffer> {
  try {
    return await readFile(path.resolve(cwd, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(EXIT_BAD_INPUT, [
      code === 'ENOENT' ? `${what} not found: ${file}` : `Cannot read ${file}: ${(error as Error).message}`,
    ]);
  }
}

/** A file that did not parse exits with code 2 and its row-level problems, before anything is processed. */
export function rejectInputFile(file: string, parsed: { issues: readonly ImportIssue[]; issueCount: number }): never {
  const lines = [
    `${file}: ${parsed.issueCount} problem${parsed.issueCount === 1 ? '' : 's'}, nothing was processed`,
    ...parsed.issues.map(formatIssue),
  ];
  if (parsed.issueCount > parsed.issues.length) lines.push(`… and ${parsed.issueCount - parsed.issues.length} more`);
  throw new CliError(EXIT_BAD_INPUT, lines);
}
