/**
 * Publish: what other features may use. Publish owns a listing's versions (`listing_versions`);
 * optimize stores each AI draft as one.
 */
export { saveDraft } from './repo.ts';
export type { VersionRow } from './repo.ts';
