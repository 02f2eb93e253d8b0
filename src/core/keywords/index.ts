export type { KeywordField, KeywordPlacement, ListingKeywordText, WeightedKeyword } from './types.ts';
export { KEYWORD_FIELDS } from './types.ts';
export { fieldWords, placementIn, placementOf, type FieldWords } from './placement.ts';
export { FIELD_WEIGHTS, searchCoverage, type SearchCoverage } from './coverage.ts';
export { isQueryStopWord, queryWords, rawWords, stem, stemmedWords } from './words.ts';
