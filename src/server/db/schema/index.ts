// One schema file per owning feature: the feature named by the file is the only one that writes its
// tables (tests/lint/table-owners.test.ts).
export * from './accounts.ts';
export * from './google-auth.ts';
export * from './security.ts';
export * from './billing.ts';
export * from './amazon.ts';
export * from './listings.ts';
export * from './sync.ts';
export * from './faqs.ts';
export * from './aplus.ts';
export * from './integrations.ts';
export * from './batch.ts';
export type { AmazonIssueRow, FaqItemRow, HealthIssueRow } from './json-types.ts';
export * from './keywords.ts';
export * from './performance.ts';
export * from './alerts.ts';
export * from './publish.ts';
