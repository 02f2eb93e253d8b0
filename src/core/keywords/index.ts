export type { KeywordField, KeywordPlacement, WeightedKeyword } from './types.ts';
// The text a listing offers to search is its whole text; bench/ still reads it under this name.
export type { ListingText as ListingKeywordText } from '../listings/content.ts';
export { KEYWORD_FIELDS } from './types.ts';
export { fieldWords, placementIn, placementOf, type FieldWords } from './placement.ts';
export { FIELD_WEIGHTS, searchCoverage, type SearchCoverage } from './coverage.ts';
export { isQueryStopWord, queryWords, rawWords, stem, stemmedWords } from './words.ts';
