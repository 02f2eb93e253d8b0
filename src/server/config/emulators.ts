import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the embedded stand-ins are mounted, and the demo credentials they accept. */
export const EMULATOR_PREFIX = '/_emulator/amazon';
export const MAIL_EMULATOR_PREFIX = '/_emulator/mail';
/** Demo LWA app the embedded emulator accepts; not secrets, they only open the local emulator. */
/** Must equal src/emulators/amazon/demo-app.ts (the server does not import emulator code). */
export const DEMO_AMAZON_APP = {
  clientId: 'amzn1.application-oa2-client.listingpilotdemo0000000000000001',
  clientSecret: 'amzn1.oa2-cs.v1.listingpilot-demo-secret-not-for-production',
  applicationId: 'amzn1.sellerapps.app.listingpilot-demo-0000-0000-000000000001',
};

export const OIDC_EMULATOR_PREFIX = '/_emulator/oidc';
export const SQS_EMULATOR_PREFIX = '/_emulator/sqs';
/** The built-in SQS stand-in's notification queue; must equal src/emulators/sqs/queues.ts's account and region. */
export const DEMO_NOTIFICATIONS_QUEUE = {
  name: 'listingpilot-notifications',
  deadLetterName: 'listingpilot-notifications-dlq',
  arn: 'arn:aws:sqs:us-east-1:000000000000:listingpilot-notifications',
  deadLetterArn: 'arn:aws:sqs:us-east-1:000000000000:listingpilot-notifications-dlq',
  account: '000000000000',
  region: 'us-east-1',
} as const;
export const STRIPE_EMULATOR_PREFIX = '/_emulator/stripe';
/**
 * The key the embedded Stripe stand-in accepts; like DEMO_AMAZON_APP, no secret. Its webhook
 * signing secret is generated per deployment (loadDemoWebhookSecret).
 */
export const DEMO_STRIPE_KEYS = {
  secretKey: 'sk_test_listingpilot_embedded_emulator',
} as const;
/** The client the embedded OpenID provider emulator accepts; like DEMO_AMAZON_APP, no secret. */
export const DEMO_GOOGLE_CLIENT = {
  clientId: 'listingpilot-embedded',
  clientSecret: 'listingpilot-embedded-emulator-not-a-secret',
};

/**
 * The webhook signing secret of the embedded Stripe stand-in: generated once per deployment into
 * the data directory (as the encryption key is), never a constant in the source. With a public
 * secret anyone could sign a webhook that sets any user's plan on a demo server.
 */
export function loadDemoWebhookSecret(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), 'stripe-demo-webhook.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
