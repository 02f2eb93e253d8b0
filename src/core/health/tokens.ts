/**
 * Hand-written tokenizer: runs of letters/digits. ~10x faster than a Unicode-property regex
 * over listing-sized text, and both the lexicon scan and word rules share its output.
 */
export type Tokens = { count: number; starts: number[]; ends: number[] };

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** ASCII letters and digits, by char code. */
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) ? 1 : 0;

export function tokenize(text: string): Tokens {
  const starts: number[] = [];
  const ends: number[] = [];
  let start = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // A low surrogate continues a started token (astral letters such as math bold).
    const word = c < 0x80 ? ASCII_WORD[c] === 1 : (c >= 0xdc00 && c <= 0xdfff && start >= 0) || WORD_CHAR.test(text[i]!);
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      starts.push(start);
      ends.push(i);
      start = -1;
    }
  }
  if (start >= 0) {
    starts.push(start);
    ends.push(text.length);
  }
  return { count: starts.length, starts, ends };
}

/** Words with inner apostrophes/hyphens kept ("men's", "anti-slip"). */
export function joinWords(text: string, tokens: Tokens): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.count) {
    const s = tokens.starts[i]!;
    let e = tokens.ends[i]!;
    while (i + 1 < tokens.count && tokens.starts[i + 1] === e + 1 && (text[e] === '-' || text[e] === "'")) e = tokens.ends[++i]!;
    out.push(text.slice(s, e));
    i++;
  }
  return out;
}
