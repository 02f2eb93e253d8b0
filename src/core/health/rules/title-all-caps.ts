import { SOURCES } from '../sources.ts';
import { tokenize } from '../tokens.ts';
import { CAPS_ALLOW_SET } from '../word-sets.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const MIN_LETTERS = 3;
const MIN_WORDS = 2;
const MAX_CAPS_ALLOW = Math.max(...[...CAPS_ALLOW_SET].map((w) => w.length));

/** Share of eligible words (≥3 letters, not brand, not acronym/unit) written fully upper-case. */
export function upperShare(text: string, brandWords: ReadonlySet<string>): { upper: number; eligible: number; sample: string[] } {
  let upper = 0;
  let eligible = 0;
  const sample: string[] = [];
  // Words longer than every allow-listed and brand word cannot be exempt: no lower-casing needed.
  let maxExempt = MAX_CAPS_ALLOW;
  for (const b of brandWords) if (b.length > maxExempt) maxExempt = b.length;
  const { count, starts, ends } = tokenize(text);
  // Word spans exactly as joinWords builds them; ASCII words are classified from char codes.
  for (let t = 0; t < count; t++) {
    const s = starts[t]!;
    let e = ends[t]!;
    while (t + 1 < count && starts[t + 1] === e + 1 && (text[e] === '-' || text[e] === "'")) e = ends[++t]!;
    let letters = 0;
    let ascii = true;
    let hasUpper = false;
    let hasLower = false;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      if (c > 0x40 && (c >= 0x80 || (c & 0x5f) >= 0x41)) letters++;
      if (c >= 0x80) ascii = false;
      else if (c >= 0x41 && c <= 0x5a) hasUpper = true;
      else if (c >= 0x61 && c <= 0x7a) hasLower = true;
    }
    if (letters < MIN_LETTERS) continue;
    if (!ascii) {
      const w = text.slice(s, e);
      const lower = w.toLowerCase();
      if (CAPS_ALLOW_SET.has(lower) || brandWords.has(lower)) continue;
      eligible++;
      if (w !== lower && w === w.toUpperCase()) {
        upper++;
        if (sample.length < 3) sample.push(w);
      }
      continue;
    }
    if (e - s <= maxExempt) {
      const lower = text.slice(s, e).toLowerCase();
      if (CAPS_ALLOW_SET.has(lower) || brandWords.has(lower)) continue;
    }
    eligible++;
    // ASCII: w !== lower ⇔ a capital; w === upper-cased ⇔ no small letter.
    if (hasUpper && !hasLower) {
      upper++;
      if (sample.length < 3) sample.push(text.slice(s, e));
    }
  }
  return { upper, eligible, sample };
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

/**
 * Cheap pre-check for upperShare: whether any word (as joinWords splits it) could count as
 * upper-case, i.e. has ≥3 letters, a capital and no small letter. false ⇒ upperShare's `upper`
 * is 0, so no caps rule can fire. Non-ASCII text answers true and takes the exact path.
 */
export function mayHaveCapsWord(text: string): boolean {
  let letters = 0;
  let upper = false;
  let lower = false;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0x20;
    if (c >= 0x80) return true;
    if (c >= 0x41 && c <= 0x5a) {
      letters++;
      upper = true;
    } else if (c >= 0x61 && c <= 0x7a) {
      letters++;
      lower = true;
    } else if (c >= 0x30 && c <= 0x39) {
      // digits belong to the word
    } else if ((c === 0x2d || c === 0x27) && i > 0 && i + 1 < n && isAsciiAlnum(text.charCodeAt(i - 1)) && isAsciiAlnum(text.charCodeAt(i + 1))) {
      // inner hyphen/apostrophe: "anti-slip", "men's" stay one word
    } else {
      if (letters >= MIN_LETTERS && upper && !lower) return true;
      letters = 0;
      upper = false;
      lower = false;
    }
  }
  return false;
}

export const TITLE_ALL_CAPS: Rule = {
  id: 'TITLE_ALL_CAPS',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title, brandWords }) => {
    if (!mayHaveCapsWord(title.norm)) return NO_FINDINGS;
    const { upper, eligible, sample } = upperShare(title.norm, brandWords);
    if (eligible < MIN_WORDS || upper * 2 <= eligible) return NO_FINDINGS;
    return [
      {
        message: `${upper} of ${eligible} words in the title are in capitals (e.g. ${sample.map((s) => `"${s}"`).join(', ')}).`,
        fix: 'Write the title in title case; keep capitals for acronyms and units such as USB, LED, 4K.',
        match: sample[0],
      },
    ];
  },
};
