import { startAppServer } from './app-server.ts';

/** Where the workers find the app that global setup started. */
export const BASE_URL_ENV = 'LISTINGPILOT_E2E_BASE_URL';

/**
 * One app for the whole run, as its start-up (PGlite, migrations, emulators) is the slowest part on
 * a busy machine; workers read its address from the environment they inherit.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startAppServer();
  process.env[BASE_URL_ENV] = server.baseUrl;
  return () => server.stop();
}
