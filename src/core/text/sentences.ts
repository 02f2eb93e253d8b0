/**
 * The one sentence reader of every text path (rewrite, A+, FAQ): a listing's numbers and codes are
 * facts, so no split may change one. "1.5 hours", "3.0GHz", "7.56in/19.2cm", "AL-6061-T6" and a
 * seller's spaced decimal "16. 9" stay whole, and "1. Turn on… 2. Clean…" keeps each step's number.
 */

/**
 * A sentence ends at ".", "!" or "?" (with closing quotes or brackets) followed by a space and a
 * capital, a digit, a quote or a bracket. Line breaks always end one.
 */
const CANDIDATE = /[.!?]+["')\]]*\s+(?=[\p{Lu}\p{N}"'(])/gu;
/** Abbreviations that a capital or a number follows without a sentence end ("approx. 5", "No. 1"). */
const ABBREVIATION =
  /(?:^|[\s(])(?:approx|appr|e\.g|i\.e|vs|no|nos|nr|mr|mrs|ms|dr|st|fig|ref|ca|incl|max|min|dia|pg|vol|art)\.$/i;
/** A list number opening a sentence: "1." "2)" "10." — the number is the item's, not a sentence. */
const LIST_NUMBER = /^(?:\d{1,2}|[a-z])[.)]$/i;

/** Sentences of `text`, each trimmed; the text between them (spaces, line breaks) is all that is lost. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n+/)) {
    let start = 0;
    CANDIDATE.lastIndex = 0;
    for (let m = CANDIDATE.exec(line); m !== null; m = CANDIDATE.exec(line)) {
      const end = m.index + m[0].trimEnd().length;
      const piece = line.slice(start, end).trim();
      const next = line.slice(m.index + m[0].length);
      if (!isSentenceEnd(piece, line.slice(0, m.index), next)) continue;
      if (piece !== '') out.push(piece);
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest !== '') out.push(rest);
  }
  return out;
}

function isSentenceEnd(piece: string, before: string, next: string): boolean {
  // "16. 9 x 31": a digit on both sides of a stop is a spaced decimal or a size, never a sentence end.
  if (/\d$/.test(before) && /^\d/.test(next)) return false;
  // "1. Turn on": a bare list number stays with its step.
  if (LIST_NUMBER.test(piece)) return false;
  // Not splitting after "approx." costs nothing; splitting would orphan the number that follows.
  return !ABBREVIATION.test(`${before}.`);
}

/** Number tokens as written: "1.5", "7.56", "1,000", "6061". Used to check that text kept its numbers. */
export const NUMBER_TOKEN = /\d+(?:[.,]\d+)*/g;

/** Every number token of `text`, as written. */
export function numbersIn(text: string): string[] {
  return text.match(NUMBER_TOKEN) ?? [];
}

/**
 * Number tokens of `result` that `source` does not state in the same form: "1. 5" from "1.5" gives
 * "1" and "5", neither of which the source has as a whole number.
 */
export function numbersNotIn(result: string, source: string): string[] {
  const known = new Set(numbersIn(source.normalize('NFKC')));
  return numbersIn(result.normalize('NFKC')).filter((n) => !known.has(n));
}
