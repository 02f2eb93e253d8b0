/**
 * Standalone Amazon emulator: `node --import tsx src/emulators/amazon/main.ts [port]`
 * (or AMAZON_EMULATOR_PORT; default 4010). Accepts the demo LWA app of demo-app.ts.
 * AMAZON_EMULATOR_CONTROL=true adds the /__emulator/* control API.
 */
import { buildAmazonEmulator } from './app.ts';
import { DEMO_APPLICATION_ID, DEMO_LWA_CLIENT_ID, DEMO_LWA_CLIENT_SECRET, DEMO_REDIRECT_URIS } from './demo-app.ts';

const port = Number(process.argv[2] ?? process.env['AMAZON_EMULATOR_PORT'] ?? 4010);
const host = process.env['AMAZON_EMULATOR_HOST'] ?? '127.0.0.1';
const publicUrl = process.env['AMAZON_EMULATOR_PUBLIC_URL'] ?? `http://${host}:${port}`;
const redirectUris = process.env['AMAZON_EMULATOR_REDIRECT_URIS']?.split(',').filter(Boolean) ?? DEMO_REDIRECT_URIS;
// The /__emulator/* control API only on request, as when mounted in the app.
const controlApi = process.env['AMAZON_EMULATOR_CONTROL'] === 'true';

const app = await buildAmazonEmulator({
  publicUrl,
  clientId: DEMO_LWA_CLIENT_ID,
  clientSecret: DEMO_LWA_CLIENT_SECRET,
  applicationId: DEMO_APPLICATION_ID,
  redirectUris,
  controlApi,
  logger: true,
});
await app.listen({ port, host });
process.stdout.write(
  `Amazon emulator on ${publicUrl} (consent: ${publicUrl}/apps/authorize/consent?application_id=${DEMO_APPLICATION_ID}&state=demo)\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
