/** The Amazon connection: what other features may use. They import it from here, never from the files behind it. */
export { findConnections, setLastSynced } from './repo.ts';
export { getSellerConnection, getSellerConnectionFor, getSellerConnections } from './service.ts';
export type { SellerConnection } from './service.ts';
export { DISCONNECTED_MESSAGE, toProgress } from './sync-runs.ts';
export type { SyncProgress } from './sync-runs.ts';
