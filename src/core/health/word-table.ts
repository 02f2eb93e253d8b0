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
/**
 * Open addressing, linear probing. A probe reads only `meta` (per slot: hash, length, arena
 * offset; hash -1 = empty), one cache line for four slots, and compares the span against the
 * word's chars in one flat `arena`: it touches neither the Word objects nor their strings, which
 * are scattered over the heap (comparing via charCodeAt on the word's string was half the cost).
 */
const META = 4;
/** meta[slot * META + FLAGS]: the word's flag bits (defineWordFlag). */
const FLAGS = 3;
const EMPTY = -1;
let table: (Word | undefined)[] = new Array<Word | undefined>(INITIAL_SLOTS).fill(undefined);
let meta = new Int32Array(INITIAL_SLOTS * META).fill(EMPTY);
let arena = new Uint16Array(1 << 16);
let arenaUsed = 0;
let mask = INITIAL_SLOTS - 1;
let size = 0;
let markCounter = 0;
const flagTests: ((text: string) => boolean)[] = [];
let lastFlags = 0;

/**
 * Word flags: yes/no tests run once per distinct word when it enters the table. The answers sit
 * in the slot (meta FLAGS), so the tokenizer reads them while probing (`lastInternFlags`) without
 * touching the Word object, and lists the few tokens with a flag per field (TextWords.flagged):
 * rules that only care about rare words (phrase starts, treatment verbs) visit those alone.
 * Defined at module load, before any listing is scored; words interned before are dropped so
 * every word carries every flag. Returns the flag's bit.
 */
export function defineWordFlag(test: (text: string) => boolean): number {
  if (flagTests.length >= 30) throw new Error('word-table: too many word flags');
  flagTests.push(test);
  if (size > 0) clearTable();
  return 1 << (flagTests.length - 1);
}

function flagsOf(text: string): number {
  let flags = 0;
  for (let b = 0; b < flagTests.length; b++) if (flagTests[b]!(text)) flags |= 1 << b;
  return flags;
}

/** Flag bits of the word the last internSpan call returned. */
export function lastInternFlags(): number {
  return lastFlags;
}

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
  meta = new Int32Array(INITIAL_SLOTS * META).fill(EMPTY);
  arenaUsed = 0;
  mask = INITIAL_SLOTS - 1;
  size = 0;
}

/** Whether arena[offset..offset+len) equals text[start..start+len). */
function sameChars(offset: number, text: string, start: number, len: number): boolean {
  for (let k = 0; k < len; k++) if (arena[offset + k] !== text.charCodeAt(start + k)) return false;
  return true;
}

function grow(): void {
  const oldTable = table;
  const oldMeta = meta;
  table = new Array<Word | undefined>(oldTable.length * 2).fill(undefined);
  meta = new Int32Array(table.length * META).fill(EMPTY);
  mask = table.length - 1;
  for (let k = 0; k < oldTable.length; k++) {
    const hash = oldMeta[k * META]!;
    if (hash === EMPTY) continue;
    let i = hash & mask;
    while (meta[i * META] !== EMPTY) i = (i + 1) & mask;
    table[i] = oldTable[k];
    meta.set(oldMeta.subarray(k * META, k * META + META), i * META);
  }
}

/** The word for text[start..end); `rawHash` is the hashStep fold of its char codes (see spanHash). */
export function internSpan(text: string, start: number, end: number, rawHash: number): Word {
  // Finaliser: the plain fold leaves similar words in neighbouring slots (long probe runs).
  let hash = Math.imul(rawHash ^ (rawHash >>> 16), 0x85ebca6b);
  hash = (hash ^ (hash >>> 13)) & 0x3fffffff;
  const len = end - start;
  let i = hash & mask;
  for (let h = meta[i * META]!; h !== EMPTY; h = meta[(i = (i + 1) & mask) * META]!) {
    const m = i * META;
    if (h === hash && meta[m + 1] === len && sameChars(meta[m + 2]!, text, start, len)) {
      lastFlags = meta[m + FLAGS]!;
      return table[i]!;
    }
  }
  return insertWord(text, start, end, hash, i);
}

/** Adds text[start..end) (not in the table; `i` = the empty slot its probe ended on). Kept out of internSpan so the lookup inlines. */
function insertWord(text: string, start: number, end: number, hash: number, i: number): Word {
  const len = end - start;
  // Memory guard for callers that tokenise without ever scoring a listing (scanLexicons on free
  // text); scoring trims at MAX_WORDS between listings long before this.
  if (size >= 4 * MAX_WORDS) {
    clearTable();
    i = hash & mask;
  }
  if ((size + 1) * 2 > table.length) {
    grow();
    i = hash & mask;
    while (meta[i * META] !== EMPTY) i = (i + 1) & mask;
  }
  const word: Word = {
    text: text.slice(start, end),
    hash,
    mark: 0,
    seen: 0,
    countable: -1,
    markers: -1,
    facts: 0,
    phrases: undefined,
  };
  if (arenaUsed + len > arena.length) {
    const bigger = new Uint16Array(Math.max(arena.length * 2, arenaUsed + len));
    bigger.set(arena);
    arena = bigger;
  }
  for (let k = 0; k < len; k++) arena[arenaUsed + k] = text.charCodeAt(start + k);
  table[i] = word;
  const m = i * META;
  meta[m] = hash;
  meta[m + 1] = len;
  meta[m + 2] = arenaUsed;
  meta[m + FLAGS] = lastFlags = flagsOf(word.text);
  arenaUsed += len;
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
