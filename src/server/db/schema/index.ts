export * from './accounts.ts';
export * from './listings.ts';
export * from './content.ts';
