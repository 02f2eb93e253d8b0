/**
 * Amazon emulator on a loopback port plus an app configured against it exactly as production is
 * against Amazon: only SPAPI_* / LWA / Seller Central URLs differ.
 */
import { waitFor } from './wait.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildAmazonEmulator, type AmazonEmulatorOptions } from '../../src/emulators/amazon/app.ts';
import {
  DEMO_APPLICATION_ID,
  DEMO_LWA_CLIENT_ID,
  DEMO_LWA_CLIENT_SECRET,
  DEMO_SELLER_ID,
} from '../../src/emulators/amazon/demo-app.ts';
import type { AmazonConnection } from '../../src/core/api/amazon.ts';
import type { Region } from '../../src/core/regions.ts';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createTestDatabase } from '../setup/test-db.ts';
import { bearer, registerUser } from './app.ts';

export const PUBLIC_URL = 'http://127.0.0.1:3999';
export const CALLBACK_URL = `${PUBLIC_URL}/api/amazon/callback`;

export type TestEmulator = { app: FastifyInstance; base: string; close(): Promise<void> };

export async function startAmazonEmulator(overrides: Partial<AmazonEmulatorOptions> = {}): Promise<TestEmulator> {
  const app = await buildAmazonEmulator({
    publicUrl: 'http://placeholder.invalid',
    clientId: DEMO_LWA_CLIENT_ID,
    clientSecret: DEMO_LWA_CLIENT_SECRET,
    applicationId: DEMO_APPLICATION_ID,
    redirectUris: [CALLBACK_URL],
    speedFactor: 1000,
    isDraftApp: true,
    // Tests drive it through /__emulator/*, which is off unless asked for.
    controlApi: true,
    ...overrides,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The port is known only after listen: report documents and images must point at it.
  await emulatorControl(base, 'settings', { publicUrl: base });
  return { app, base, close: () => app.close() };
}

/**
 * A test file's shared emulator (at `speedFactor`) and app configured for it: started before the
 * file's tests, handed to `use`, and closed after them.
 */
export function useAmazonApp(speedFactor: number, use: (emulator: TestEmulator, t: AmazonTestApp) => void): void {
  let emulator: TestEmulator | undefined;
  let t: AmazonTestApp | undefined;
  beforeAll(async () => {
    emulator = await startAmazonEmulator({ speedFactor });
    t = await buildAmazonTestApp(amazonConfig(emulator.base, speedFactor));
    use(emulator, t);
  });
  afterAll(async () => {
    await t?.close();
    await emulator?.close();
  });
}

export async function emulatorControl(base: string, name: string, body?: unknown): Promise<unknown> {
  const res = await fetch(
    `${base}/__emulator/${name}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!res.ok) throw new Error(`emulator control ${name}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** One entry of the emulator's call log: a request to Amazon as the emulator answered it. */
export type EmulatorCall = {
  method: string;
  path: string;
  url: string;
  status: number;
  operation?: string;
  region: string | null;
  host: string;
  at: string;
  reportType?: string;
};

/** The emulator's call log, oldest first. A call is logged when it is answered. */
export async function emulatorCalls(base: string): Promise<EmulatorCall[]> {
  return ((await emulatorControl(base, 'calls')) as { calls: EmulatorCall[] }).calls;
}

export function amazonConfig(emulatorBase: string, speedFactor: number, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-data-')),
    PUBLIC_URL,
    SPAPI_CLIENT_ID: DEMO_LWA_CLIENT_ID,
    SPAPI_CLIENT_SECRET: DEMO_LWA_CLIENT_SECRET,
    SPAPI_APPLICATION_ID: DEMO_APPLICATION_ID,
    // Each region on its own emulator host (/na, /eu, /fe), as at Amazon.
    SPAPI_ENDPOINT_NA: `${emulatorBase}/na`,
    SPAPI_ENDPOINT_EU: `${emulatorBase}/eu`,
    SPAPI_ENDPOINT_FE: `${emulatorBase}/fe`,
    SELLER_CENTRAL_URL_NA: `${emulatorBase}/na`,
    SELLER_CENTRAL_URL_EU: `${emulatorBase}/eu`,
    SELLER_CENTRAL_URL_FE: `${emulatorBase}/fe`,
    LWA_TOKEN_URL_NA: `${emulatorBase}/na/auth/o2/token`,
    LWA_TOKEN_URL_EU: `${emulatorBase}/eu/auth/o2/token`,
    LWA_TOKEN_URL_FE: `${emulatorBase}/fe/auth/o2/token`,
    AMAZON_SPEED_FACTOR: String(speedFactor),
    SPAPI_APP_DRAFT: 'true',
    ...env,
  });
}

export type AmazonTestApp = { app: FastifyInstance; database: Database; config: Config; logs: string[]; close(): Promise<void> };

/** `database` given: reuse it (a "restarted" process); closing the app then leaves it open. */
export async function buildAmazonTestApp(config: Config, database?: Database): Promise<AmazonTestApp> {
  const db = database ?? (await createTestDatabase());
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildEmbeddedApp(config, { database: db, logger: { stream }, webRoot: path.join(config.dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    database: db,
    config,
    logs,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** Query of the consent URL the app handed out. */
export function consentParams(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

/** A browser's Seller Central sign-in (the emulator's cookie), kept across consents. */
export type SellerCentralSignIn = { cookie?: string };

/** Confirms (or cancels) on the emulator's consent page; answers the redirect Amazon sends back. */
export async function decideConsent(
  emulatorBase: string,
  authUrl: string,
  opts: { action?: 'confirm' | 'cancel'; sellerId?: string; signIn?: SellerCentralSignIn } = {},
): Promise<URL> {
  const page = await fetch(authUrl, opts.signIn?.cookie ? { headers: { cookie: opts.signIn.cookie } } : {});
  // Seller Central keeps the browser signed in: the same cookie reaches the same account again.
  const set = page.headers.get('set-cookie');
  if (opts.signIn && set) opts.signIn.cookie = set.split(';')[0];
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const form = new URLSearchParams(consentParams(authUrl));
  form.set('selling_partner_id', opts.sellerId ?? DEMO_SELLER_ID);
  form.set('action', opts.action ?? 'confirm');
  // Posted back to the Seller Central the consent URL points at (its region's host).
  const action = authUrl.split('?')[0]!;
  if (!action.startsWith(emulatorBase)) throw new Error(`consent URL ${action} is not on the emulator ${emulatorBase}`);
  const res = await fetch(action, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    ...(opts.signIn?.cookie ? { headers: { cookie: opts.signIn.cookie } } : {}),
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent decision: ${res.status} ${await res.text()}`);
  return new URL(location);
}

/** Cookies the app set in a browser, as the browser keeps them: sent back on requests under their Path. */
export type BrowserCookies = { name: string; value: string; path: string }[];

/** The Cookie header a browser holding `cookies` sends to `pathname`. */
export function cookieHeader(cookies: BrowserCookies, pathname: string): string | undefined {
  const sent = cookies.filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));
  return sent.length > 0 ? sent.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
}

/**
 * Sends the browser's redirect to the app (its host is PUBLIC_URL) with the cookies that browser
 * holds, and answers where it goes next.
 */
export async function followCallback(app: FastifyInstance, redirect: URL, cookies: BrowserCookies = []): Promise<string> {
  const cookie = cookieHeader(cookies, redirect.pathname);
  const res = await app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** "Connect with Amazon" in a browser: the consent URL and the cookies the answer set. */
export async function startConnect(
  app: FastifyInstance,
  token: string,
  region: Region = 'NA',
): Promise<{ url: string; cookies: BrowserCookies }> {
  const res = await app.inject({ method: 'GET', url: `/api/amazon/auth-url?region=${region}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`auth-url: ${res.statusCode} ${res.body}`);
  const cookies = res.cookies.map((c) => ({
    name: c.name,
    value: c.value,
    path: typeof c.path === 'string' ? c.path : '/api/amazon',
  }));
  return { url: (res.json() as { url: string }).url, cookies };
}

export async function getAuthUrl(app: FastifyInstance, token: string, region: Region = 'NA'): Promise<string> {
  return (await startConnect(app, token, region)).url;
}

/** The whole website authorization workflow, as a browser would follow it (its cookies included). */
export async function connectSeller(
  app: FastifyInstance,
  token: string,
  emulatorBase: string,
  sellerId = DEMO_SELLER_ID,
  region: Region = 'NA',
): Promise<string> {
  const { url, cookies } = await startConnect(app, token, region);
  return followCallback(app, await decideConsent(emulatorBase, url, { sellerId }), cookies);
}

/** GET /api/listings/sync/:id, as the API contract says. */
export type SyncProgress = NonNullable<AmazonConnection['sync']>;

export async function startSync(
  app: FastifyInstance,
  token: string,
): Promise<{ statusCode: number; body: { jobId: number; status: string } }> {
  const res = await app.inject({ method: 'POST', url: '/api/listings/sync', headers: bearer(token), payload: {} });
  return { statusCode: res.statusCode, body: res.json() };
}

export async function getSync(app: FastifyInstance, token: string, jobId: number): Promise<SyncProgress> {
  const res = await app.inject({ method: 'GET', url: `/api/listings/sync/${jobId}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`sync progress: ${res.statusCode} ${res.body}`);
  return res.json() as SyncProgress;
}

/** Starts a sync (202) and waits for it to end, done or failed. */
export async function syncToEnd(app: FastifyInstance, token: string, timeoutMs = 60_000): Promise<SyncProgress> {
  const started = await startSync(app, token);
  expect(started.statusCode, JSON.stringify(started.body)).toBe(202);
  return waitForSync(app, token, started.body.jobId, { timeoutMs });
}

/** Waits until the import the consent started (every region's) has ended; answers it. */
export async function firstImportToEnd(app: FastifyInstance, token: string, timeoutMs = 60_000): Promise<SyncProgress> {
  return waitFor(async () => {
    const res = await app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
    const sync = (res.json() as AmazonConnection).sync;
    return sync && sync.status !== 'queued' && sync.status !== 'running' ? sync : undefined;
  }, timeoutMs);
}

/** A new user with `sellerId` connected in NA, its first import run to the end. */
export async function registerSyncedSeller(
  t: AmazonTestApp,
  emulatorBase: string,
  sellerId = DEMO_SELLER_ID,
): Promise<{ token: string; userId: number }> {
  const { token, user } = await registerUser(t.app);
  expect(await connectSeller(t.app, token, emulatorBase, sellerId)).toBe('/?connected=true');
  expect((await syncToEnd(t.app, token, 120_000)).status).toBe('done');
  return { token, userId: user.id };
}

/** Polls the progress endpoint like the web app does, until the job is done or failed. */
export async function waitForSync(
  app: FastifyInstance,
  token: string,
  jobId: number,
  opts: { timeoutMs?: number; until?: (p: SyncProgress) => boolean } = {},
): Promise<SyncProgress> {
  const until = opts.until ?? ((p) => p.status === 'done' || p.status === 'failed');
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  for (;;) {
    const p = await getSync(app, token, jobId);
    if (until(p)) return p;
    if (Date.now() > deadline) throw new Error(`sync ${jobId} still ${p.status} (${p.done}/${p.total})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
