import type { ImportIssue, TextEncodingName } from './types.ts';

/**
 * Seller Central exports and Excel saves arrive as UTF-8 (with or without BOM), Windows-1252
 * (Excel "CSV" on Western Windows) or UTF-16 ("Unicode text"). Invalid UTF-8 means the file is
 * not UTF-8, and Windows-1252 decodes every byte, so it is the fallback.
 */
export function decodeBytes(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const steps = decodeSteps(bytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Bytes decoded between two pauses of a yielding parse: a few milliseconds of work. */
const BYTES_PER_STEP = 1024 * 1024;

/** decodeBytes as steps: a 20 MB file decoded in one go held the event loop for 60 ms and more. */
export function* decodeSteps(bytes: Uint8Array): Generator<void, { text: string; encoding: TextEncodingName }> {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: yield* decodeInSteps('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: yield* decodeInSteps('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: yield* decodeInSteps('utf-8', body), encoding: 'utf-8' };
  } catch {
    return { text: yield* decodeInSteps('windows-1252', body), encoding: 'windows-1252' };
  }
}

/** A streaming decoder carries a character split between two chunks over to the next. */
function* decodeInSteps(label: string, bytes: Uint8Array): Generator<void, string> {
  const decoder = new TextDecoder(label, { fatal: label === 'utf-8', ignoreBOM: true });
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += BYTES_PER_STEP) {
    if (at > 0) yield;
    parts.push(decoder.decode(bytes.subarray(at, at + BYTES_PER_STEP), { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * A NUL character (U+0000) has no place in a text file and PostgreSQL cannot store it; it mostly
 * means a binary file or UTF-16 saved without its byte-order mark. Names the first line holding one.
 */
export function findNulCharacter(text: string): ImportIssue | undefined {
  const at = text.indexOf('\u0000');
  if (at < 0) return undefined;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return {
    message: `The file contains a NUL character (line ${line}), so it is not a text file. Save it as UTF-8 CSV, TSV or JSON and upload it again.`,
  };
}

/**
 * Whether the text has more than `max` rows for sure, or so many lines that parsing it to find
 * out would already cost too much memory: a row may span lines (quoted newlines), so the line
 * guard allows `LINES_PER_ROW` lines per row, and the exact count is checked after parsing.
 */
export function hasTooManyLines(text: string, maxRows: number): boolean {
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) if (++lines > maxRows * LINES_PER_ROW) return true;
  return false;
}

const LINES_PER_ROW = 5;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL cannot store this text, or undefined: a NUL character, or half of a UTF-16
 * surrogate pair (JSON can spell both as \u escapes, which the file-level checks do not see).
 */
export function unstorableText(value: string): string | undefined {
  if (value.includes('\u0000')) return 'the value contains a NUL character (\\u0000), which cannot be stored';
  if (LONE_SURROGATE.test(value))
    return 'the value contains half of a UTF-16 surrogate pair (a broken emoji or symbol), which cannot be stored';
  return undefined;
}
