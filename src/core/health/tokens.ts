/**
 * Hand-written tokenizer: runs of letters/digits. ~10x faster than a Unicode-property regex
 * over listing-sized text, and both the lexicon scan and word rules share its output.
 */
export type Tokens = { count: number; starts: number[]; ends: number[] };

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function isWordCode(text: string, i: number, c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);
  return WORD_CHAR.test(text[i]!);
}

export function tokenize(text: string): Tokens {
  const starts: number[] = [];
  const ends: number[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const word = isWordCode(text, i, c) || (c >= 0xdc00 && c <= 0xdfff && start >= 0);
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
