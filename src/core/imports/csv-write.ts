/**
 * A cell that starts with one of these is run as a formula by Excel, LibreOffice and Google Sheets
 * (OWASP "CSV Injection"); a leading apostrophe makes them show it as text. Spreadsheets skip
 * leading spaces and read the full-width signs as formula starts too.
 */
export const FORMULA_START = /^(?:[\t\r]|[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: only cells holding a comma, quote or line break are quoted. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CRLF line ends as RFC 4180 asks; `safe` applies the formula guard to every cell. */
export function toCsv(rows: readonly (readonly string[])[], options: { safe: boolean } = { safe: true }): string {
  return rows.map((row) => row.map((v) => csvCell(options.safe ? neutraliseFormula(v) : v)).join(',')).join('\r\n') + '\r\n';
}
