/**
 * Query words as a search engine matches them: case and accents ignored, "30oz" read as "30 oz",
 * and a simple plural folded ("bowls" = "bowl", "batteries" = "battery"), applied alike to the
 * query and to the listing so that both sides meet on the same form.
 */

const TOKEN = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const LETTER_DIGIT = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/**
 * Words that carry no meaning in a query: "bowl for dogs" is covered by a listing that says "dog
 * bowl". Kept short on purpose: a word a shopper might mean ("with" lid) is still a stop word, a
 * word that names a property never is.
 */
const QUERY_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'with',
  'of',
  'to',
  'in',
  'on',
  'by',
  'or',
  'at',
  'from',
  'que',
  'de',
  'la',
  'le',
  'les',
  'des',
  'du',
  'et',
  'pour',
  'avec',
  'der',
  'die',
  'das',
  'und',
  'für',
  'fur',
  'mit',
  'el',
  'los',
  'las',
  'y',
  'para',
  'con',
  'il',
  'per',
  'e',
  'di',
]);

/**
 * Lower case, accents stripped (unless `keepAccents`: search terms keep the shopper's spelling),
 * split into words and at letter-digit boundaries.
 */
export function rawWords(text: string, keepAccents = false): string[] {
  let t = text.toLowerCase();
  if (!keepAccents && NON_ASCII.test(t)) t = t.normalize('NFKD').replace(MARKS, '');
  const out: string[] = [];
  for (const token of t.match(TOKEN) ?? []) {
    if (token.length > 2 && /\d/.test(token) && /\p{L}/u.test(token)) out.push(...token.split(LETTER_DIGIT));
    else out.push(token);
  }
  return out;
}

/** The singular a plural most likely stands for; short words and "-ss"/"-us"/"-is" words stay. */
export function stem(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (n > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (n > 4 && /(?:ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The stemmed words of a text. */
export function stemmedWords(text: string): string[] {
  return rawWords(text).map(stem);
}

/**
 * The words of a query that must appear for the query to be covered: stop words dropped, unless
 * the query has nothing else. Duplicates removed.
 */
export function queryWords(keyword: string): string[] {
  const words = stemmedWords(keyword);
  const meaningful = words.filter((w) => !QUERY_STOP_WORDS.has(w));
  return [...new Set(meaningful.length > 0 ? meaningful : words)];
}

export function isQueryStopWord(word: string): boolean {
  return QUERY_STOP_WORDS.has(word);
}
