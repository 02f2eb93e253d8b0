/**
 * Standalone OpenID provider: `node --import tsx src/emulators/oidc/main.ts [port]`
 * (or OIDC_EMULATOR_PORT; default 4011). Point the app at it with
 * OIDC_ISSUER=http://127.0.0.1:4011 GOOGLE_CLIENT_ID=listingpilot-local GOOGLE_CLIENT_SECRET=local-oidc-secret.
 */
import { buildOidcEmulator } from './app.ts';

const port = Number(process.argv[2] ?? process.env['OIDC_EMULATOR_PORT'] ?? 4011);
const appUrl = (process.env['PUBLIC_URL'] ?? 'http://localhost:3000').replace(/\/$/, '');
const redirectUris = process.env['OIDC_EMULATOR_REDIRECT_URIS']?.split(',').filter(Boolean) ?? [
  `${appUrl}/api/auth/google/callback`,
  'http://localhost:5173/api/auth/google/callback',
];

const emulator = await buildOidcEmulator({
  port,
  host: process.env['OIDC_EMULATOR_HOST'] ?? '127.0.0.1',
  clientId: process.env['GOOGLE_CLIENT_ID'] ?? 'listingpilot-local',
  clientSecret: process.env['GOOGLE_CLIENT_SECRET'] ?? 'local-oidc-secret',
  redirectUris,
  postLogoutRedirectUris: [`${appUrl}/`],
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(`OpenID provider emulator on ${emulator.issuer} (redirect URIs: ${redirectUris.join(', ')})\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void emulator.close().then(() => process.exit(0)));
