/** The listing fields a query's words can be found in, best first. */
export type KeywordField = 'title' | 'bullets' | 'description' | 'searchTerms';

export const KEYWORD_FIELDS: readonly KeywordField[] = ['title', 'bullets', 'description', 'searchTerms'];

/** The text a listing offers to search: the visible copy and the backend search terms. */
export type ListingKeywordText = { title: string; bullets: readonly string[]; description: string; searchTerms: string };

/** A query and its search volume (null when the source gives none). */
export type WeightedKeyword = { keyword: string; volume: number | null };

export type KeywordPlacement = { keyword: string; placement: KeywordField | null };
