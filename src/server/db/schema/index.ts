export * from './accounts.ts';
export * from './listings.ts';
export * from './content.ts';
export * from './spapi.ts';
export * from './batch.ts';
export * from './account-tokens.ts';
export type { AmazonIssueRow, FaqItemRow, HealthIssueRow } from './json-types.ts';
