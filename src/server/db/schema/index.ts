export * from './accounts.ts';
export * from './listings.ts';
export * from './content.ts';
export * from './spapi.ts';
export * from './batch.ts';
