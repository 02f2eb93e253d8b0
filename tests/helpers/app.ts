import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createTestDatabase } from '../setup/test-db.ts';
import { startTestMailbox, type TestMailbox } from './mail.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every log line the app wrote, for tests that check secrets never appear. */
  logs: string[];
  close(): Promise<void>;
};

/**
 * A production server as an operator runs one: its own SP-API app (never called by these tests)
 * and an SMTP server that is not there. Production mounts no emulator without DEMO_MODE=true.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.production-test',
  SPAPI_CLIENT_SECRET: 'amzn1.oa2-cs.v1.production-test',
  SPAPI_APPLICATION_ID: 'amzn1.sellerapps.app.production-test',
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-data-')),
    PUBLIC_URL: 'http://127.0.0.1:3999',
    ...env,
  });
}

export type TestAppOptions = { env?: Record<string, string>; config?: Config; now?: () => Date };

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = options.config ?? testConfig(options.env);
  const database = await createTestDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildEmbeddedApp(config, {
    database,
    logger: { stream },
    webRoot: path.join(config.dataDir, 'no-web'),
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * For one test file: the app is built before its tests and closed after them; `use` receives it
 * (and may set up what every test shares).
 */
export function useTestApp(use: (t: TestApp) => void | Promise<void>, options: TestAppOptions = {}): void {
  useForFile(() => buildTestApp(options), use);
}

/** For one test file or describe: `build` runs before its tests, its result is handed to `use` and closed after them. */
export function useForFile<T extends { close(): Promise<unknown> }>(
  build: () => Promise<T>,
  use: (t: T) => void | Promise<void>,
): void {
  let t: T | undefined;
  beforeAll(async () => {
    t = await build();
    await use(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** As useTestApp, with the app's mail going over SMTP to a test mailbox (SMTP_URL set to it). */
export function useTestAppWithMailbox(
  use: (t: TestApp, mailbox: TestMailbox) => void | Promise<void>,
  options: Omit<TestAppOptions, 'config'> = {},
): void {
  let mailbox: TestMailbox | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    t = await buildTestApp({ ...options, env: { ...options.env, SMTP_URL: mailbox.smtpUrl } });
    await use(t, mailbox);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });
}

let userCounter = 0;

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<{ token: string; user: { id: number; username: string; email: string; emailVerified: boolean }; password: string }> {
  const n = `${process.pid}${++userCounter}`;
  const body = { username: `seller${n}`, email: `seller${n}@example.com`, password: 'correct horse', ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), password: body.password };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
