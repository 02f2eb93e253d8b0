/** Exit codes: 0 success, 2 bad input (file, flags), 1 anything else. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;

/** A failure to report as plain lines on stderr, with the exit code it deserves. */
export class CliError extends Error {
  readonly exitCode: number;
  readonly lines: string[];

  constructor(exitCode: number, lines: string[]) {
    super(lines.join('\n'));
    this.exitCode = exitCode;
    this.lines = lines;
  }
}
