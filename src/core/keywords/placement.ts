import type { ListingText } from '../listings/content.ts';
import { KEYWORD_FIELDS, type KeywordField } from './types.ts';
import { queryWords, stemmedWords } from './words.ts';

/** The stemmed words of each field, built once per listing and asked for many queries. */
export type FieldWords = Readonly<Record<KeywordField, ReadonlySet<string>>>;

export function fieldWords(text: ListingText): FieldWords {
  return {
    title: new Set(stemmedWords(text.title)),
    bullets: new Set(text.bullets.flatMap(stemmedWords)),
    description: new Set(stemmedWords(text.description)),
    searchTerms: new Set(stemmedWords(text.searchTerms)),
  };
}

/**
 * The field a query is placed in: the best field holding all its words. Amazon indexes the fields
 * together, so words spread over several fields ("bowl" in the title, "puppy" in the search terms)
 * place the query at the weakest field it needs. Null when a word is nowhere.
 */
export function placementIn(words: readonly string[], fields: FieldWords): KeywordField | null {
  if (words.length === 0) return null;
  let worst = 0;
  for (const w of words) {
    const at = KEYWORD_FIELDS.findIndex((f) => fields[f].has(w));
    if (at < 0) return null;
    if (at > worst) worst = at;
  }
  return KEYWORD_FIELDS[worst]!;
}

/**
 * Where a query's words appear, case and accents ignored, plurals folded: the best field holding
 * them all (title, then bullets, description, search terms), or the weakest of the fields they
 * are spread over.
 */
export function placementOf(keyword: string, text: ListingText): KeywordField | null {
  return placementIn(queryWords(keyword), fieldWords(text));
}
