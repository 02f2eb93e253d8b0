/** The listing fields a query's words can be found in, best first. */
export type KeywordField = 'title' | 'bullets' | 'description' | 'searchTerms';

export const KEYWORD_FIELDS: readonly KeywordField[] = ['title', 'bullets', 'description', 'searchTerms'];

/** A query and its search volume (null when the source gives none). */
export type WeightedKeyword = { keyword: string; volume: number | null };

export type KeywordPlacement = { keyword: string; placement: KeywordField | null };
