/**
 * Standalone Stripe emulator: `node --import tsx src/emulators/stripe/main.ts [port]` (or
 * STRIPE_EMULATOR_PORT; default 4012). Point the app at it with
 * STRIPE_SECRET_KEY=sk_test_local STRIPE_WEBHOOK_SECRET=whsec_local STRIPE_API_BASE=http://127.0.0.1:4012.
 * STRIPE_EMULATOR_CONTROL=true adds the /__stripe/* and /__reset control API.
 */
import { buildStripeEmulator } from './app.ts';

const port = Number(process.argv[2] ?? process.env['STRIPE_EMULATOR_PORT'] ?? 4012);
const host = process.env['STRIPE_EMULATOR_HOST'] ?? '127.0.0.1';
const appUrl = (process.env['PUBLIC_URL'] ?? 'http://localhost:3000').replace(/\/$/, '');
const emulator = buildStripeEmulator({
  webhookSecret: process.env['STRIPE_WEBHOOK_SECRET'] ?? 'whsec_local',
  webhookUrl: `${appUrl}/api/billing/webhook`,
  publicUrl: `http://${host}:${port}`,
  controlApi: process.env['STRIPE_EMULATOR_CONTROL'] === 'true',
});
await emulator.listen({ port, host });
process.stdout.write(`Stripe emulator on http://${host}:${port} (webhooks to ${appUrl}/api/billing/webhook)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void emulator.close().then(() => process.exit(0)));
