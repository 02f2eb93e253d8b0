/** The database client: what other features may use. They import it from here, never from the files behind it. */
export { queryRows, runsOnEventLoop } from './client.ts';
export type { Db, Tx } from './client.ts';
export { jsonInsert, jsonUpsert } from './json-rows.ts';
export { findRow } from './find-row.ts';
