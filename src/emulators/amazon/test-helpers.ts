/** Shared setup for the emulator's own tests: a real listening server and a token for a demo seller. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildAmazonEmulator, type AmazonEmulatorOptions } from './app.ts';
import { DEMO_SELLER_ID, DEMO_SELLERS } from './sample/sellers.ts';

export const TEST_APP = {
  clientId: 'test-client',
  clientSecret: 'test-secret',
  applicationId: 'amzn1.sellerapps.app.test',
  redirectUris: ['https://app.example.com/cb', 'https://app.example.com/cb2'],
};
export const US = 'ATVPDKIKX0DER';
export const DE = 'A1PA6795UKMFR9';

export type Emulator = { app: FastifyInstance; base: string; close: () => Promise<void> };

export async function startEmulator(overrides: Partial<AmazonEmulatorOptions> = {}): Promise<Emulator> {
  const app = await buildAmazonEmulator({
    publicUrl: 'http://placeholder.invalid',
    ...TEST_APP,
    speedFactor: 1000,
    controlApi: true,
    ...overrides,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The port is only known after listen, so tell the emulator its public URL now.
  await control(address, 'settings', { publicUrl: address });
  return { app, base: address, close: () => app.close() };
}

export async function getAccessToken(base: string, sellerId = DEMO_SELLER_ID): Promise<string> {
  const seller = DEMO_SELLERS.find((s) => s.sellerId === sellerId);
  const res = await fetch(`${base}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'refresh_token',
      refresh_token: seller?.demoRefreshToken,
      client_id: TEST_APP.clientId,
      client_secret: TEST_APP.clientSecret,
    }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export async function api(base: string, token: string | undefined, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('x-amz-access-token', token);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${base}${path}`, { ...init, headers });
}

export async function control(base: string, path: string, body?: unknown): Promise<Response> {
  return fetch(
    `${base}/__emulator/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
}

/** A file's emulator, reset before each test, with a new token of the demo seller handed to `use` each time. */
export function useResetEmulator(
  use: (emu: Emulator, token: string) => void,
  overrides: Partial<AmazonEmulatorOptions> = {},
): void {
  let emu: Emulator | undefined;
  beforeAll(async () => {
    emu = await startEmulator(overrides);
  });
  beforeEach(async () => {
    await control(emu!.base, 'reset', {});
    use(emu!, await getAccessToken(emu!.base));
  });
  afterAll(async () => emu?.close());
}
