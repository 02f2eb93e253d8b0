/**
 * Interned lower-case words. Every token and joined word of every field maps to one shared
 * `Word`, so equal words are the same object: rules compare words by identity and build word
 * sets with marks instead of string Sets, and facts about a word (stop word, language marker,
 * the lexicon phrases it starts) are computed once per distinct word instead of per occurrence.
 * Known words are found by hashing the text span in place: no substring is built for them.
 */
export type Word = {
  readonly text: string;
  readonly hash: number;
  /** Scratch stamp for set operations (see `newMark`); meaningful only inside one rule call. */
  mark: number;
  /** Private stamp of getDistinctWords, so building a distinct list never disturbs `mark`. */
  seen: number;
  /** Memo slots, each filled on first use by the module that owns the fact (-1 / undefined = not yet). */
  countable: number;
  markers: number;
  /** Two bits per wordFact (known, value). */
  facts: number;
  phrases: unknown[] | undefined;
};

/** Distinct words kept before the table starts over (bounds memory on long-running servers). */
const MAX_WORDS = 1 << 18;

const INITIAL_SLOTS = 1 << 12;
/** Open addressing, linear probing; hashes sit in their own array so probes don't touch the words. */
let table: (Word | undefined)[] = new Array<Word | undefined>(INITIAL_SLOTS).fill(undefined);
let hashes = new Int32Array(INITIAL_SLOTS);
let mask = INITIAL_SLOTS - 1;
let size = 0;
let markCounter = 0;

/** A stamp no word carries yet: `w.mark = m` puts w in the set, `w.mark === m` asks. */
export function newMark(): number {
  return ++markCounter;
}

/**
 * Drops the table when it has grown past its bound. Called between listings only (buildContext),
 * so the words of one listing always come from one table and identity comparisons hold.
 */
export function trimWordTable(maxWords = MAX_WORDS): void {
  if (size >= maxWords) clearTable();
}

function clearTable(): void {
  table = new Array<Word | undefined>(INITIAL_SLOTS).fill(undefined);
  hashes = new Int32Array(INITIAL_SLOTS);
  mask = INITIAL_SLOTS - 1;
  size = 0;
}

function sameSpan(word: string, text: string, start: number): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

function grow(): void {
  const old = table;
  table = new Array<Word | undefined>(old.length * 2).fill(undefined);
  hashes = new Int32Array(table.length);
  mask = table.length - 1;
  for (const w of old) {
    if (w === undefined) continue;
    let i = w.hash & mask;
    while (table[i] !== undefined) i = (i + 1) & mask;
    table[i] = w;
    hashes[i] = w.hash;
  }
}

/** The word for text[start..end); `rawHash` is the hashStep fold of its char codes (see spanHash). */
export function internSpan(text: string, start: number, end: number, rawHash: number): Word {
  // Finaliser: the plain fold leaves similar words in neighbouring slots (long probe runs).
  let hash = Math.imul(rawHash ^ (rawHash >>> 16), 0x85ebca6b);
  hash = (hash ^ (hash >>> 13)) & 0x3fffffff;
  const len = end - start;
  let i = hash & mask;
  for (let w = table[i]; w !== undefined; w = table[(i = (i + 1) & mask)]) {
    if (hashes[i] === hash && w.text.length === len && sameSpan(w.text, text, start)) return w;
  }
  // Memory guard for callers that tokenise without ever scoring a listing (scanLexicons on free
  // text); scoring trims at MAX_WORDS between listings long before this.
  if (size >= 4 * MAX_WORDS) {
    clearTable();
    i = hash & mask;
  }
  if ((size + 1) * 2 > table.length) {
    grow();
    i = hash & mask;
    while (table[i] !== undefined) i = (i + 1) & mask;
  }
  const word: Word = { text: text.slice(start, end), hash, mark: 0, seen: 0, countable: -1, markers: -1, facts: 0, phrases: undefined };
  table[i] = word;
  hashes[i] = hash;
  size++;
  return word;
}

/** Hash step shared by the tokenizer loop and `spanHash`. */
export function hashStep(h: number, c: number): number {
  // 30 bits: stays a small integer (never boxed when passed around).
  return (Math.imul(h, 31) + c) & 0x3fffffff;
}

export function spanHash(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = hashStep(h, text.charCodeAt(i));
  return h;
}

let nextFactShift = 0;

/** A yes/no property of a word's text, memoised on each interned word (two bits of Word.facts). */
export function wordFact(test: (text: string) => boolean): (word: Word) => boolean {
  const shift = nextFactShift;
  nextFactShift += 2;
  if (nextFactShift > 30) throw new Error('word-table: too many word facts');
  return (word) => {
    let f = (word.facts >>> shift) & 3;
    if (f === 0) {
      f = test(word.text) ? 3 : 1;
      word.facts |= f << shift;
    }
    return f === 3;
  };
}
