import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAmazonEmulator } from '../../src/emulators/amazon/app.ts';
import { DEMO_APPLICATION_ID, DEMO_LWA_CLIENT_ID, DEMO_LWA_CLIENT_SECRET } from '../../src/emulators/amazon/demo-app.ts';
import { buildLlmEmulator } from '../../src/emulators/llm/app.ts';
import { buildStripeEmulator } from '../../src/emulators/stripe/app.ts';
import {
  EMULATOR_PREFIX,
  MAIL_EMULATOR_PREFIX,
  OIDC_EMULATOR_PREFIX,
  SQS_EMULATOR_PREFIX,
  STRIPE_EMULATOR_PREFIX,
} from '../../src/server/config.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app.ts';

/**
 * One rule for every emulator's control routes (the paths with a `__` segment: reset, seed,
 * faults, call logs, settings, events, subscription status, scenarios): off unless a named
 * setting turns them on, never in production, and the stand-in's settings never writable over
 * HTTP in a demo deployment. Each emulator's routes are listed here, so a new control route is
 * judged by the same rule.
 */
const EMULATORS = [
  { name: 'Amazon', prefix: EMULATOR_PREFIX, setting: 'AMAZON_EMULATOR_CONTROL' },
  { name: 'Google sign-in (OIDC)', prefix: OIDC_EMULATOR_PREFIX, setting: undefined },
  { name: 'mail', prefix: MAIL_EMULATOR_PREFIX, setting: undefined },
  { name: 'Stripe', prefix: STRIPE_EMULATOR_PREFIX, setting: 'STRIPE_EMULATOR_CONTROL' },
  { name: 'Amazon SQS (notifications queue)', prefix: SQS_EMULATOR_PREFIX, setting: 'AMAZON_EMULATOR_CONTROL' },
] as const;

const AMAZON = {
  publicUrl: 'http://127.0.0.1:4010',
  clientId: DEMO_LWA_CLIENT_ID,
  clientSecret: DEMO_LWA_CLIENT_SECRET,
  applicationId: DEMO_APPLICATION_ID,
  redirectUris: [],
};
const DEMO_ENV = { NODE_ENV: 'production', DEMO_MODE: 'true', STRIPE_EMULATOR: 'true' };

type Route = { method: string; url: string };
const isControl = (route: Route) => route.url.split('/').some((segment) => segment.startsWith('__'));
const concrete = (url: string) => url.replace(/:\w+/g, 'x');

/** The routes of a standalone emulator, from Fastify's own route tree. */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    for (const method of match[2]!.split(', ')) if (method !== 'HEAD') routes.push({ method, url: match[1]! });
  }
  return routes;
}

const ask = (app: FastifyInstance, route: Route, payload: object = {}) =>
  app.inject({
    method: route.method as 'GET' | 'POST',
    url: concrete(route.url),
    ...(route.method === 'GET' ? {} : { payload }),
  });

let controlled: TestApp;
let demo: TestApp;
let controlRoutes: Route[];

beforeAll(async () => {
  controlled = await buildTestApp({
    env: { STRIPE_EMULATOR: 'true', AMAZON_EMULATOR_CONTROL: 'true', STRIPE_EMULATOR_CONTROL: 'true' },
  });
  demo = await buildTestApp({ env: DEMO_ENV });
  controlRoutes = controlled.app.routeTable.filter((r) => r.url.startsWith('/_emulator/') && isControl(r));
});
afterAll(async () => {
  await controlled?.close();
  await demo?.close();
});

describe("every emulator's control routes", () => {
  it('are served only where their setting turns them on', () => {
    for (const emulator of EMULATORS) {
      const control = controlRoutes.filter((r) => r.url.startsWith(`${emulator.prefix}/`));
      // An emulator without a setting has no control route at all.
      if (emulator.setting) expect(control.length, emulator.name).toBeGreaterThan(0);
      else expect(control, emulator.name).toEqual([]);
    }
    expect(controlRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /_emulator/amazon/__emulator/reset',
        'GET /_emulator/stripe/__stripe/events',
        'POST /_emulator/stripe/__stripe/settings',
        'POST /_emulator/stripe/__stripe/events/:id/resend',
        'POST /_emulator/stripe/__stripe/subscriptions/:id/status',
        'POST /_emulator/stripe/__stripe/subscriptions/:id/cancel',
        'POST /_emulator/stripe/__reset',
        'GET /_emulator/sqs/__emulator/queues',
        'POST /_emulator/sqs/__emulator/outage',
      ]),
    );
  });

  it('are refused by the configuration in production, demo or not', () => {
    for (const setting of ['AMAZON_EMULATOR_CONTROL', 'STRIPE_EMULATOR_CONTROL']) {
      expect(() => testConfig({ ...DEMO_ENV, [setting]: 'true' }), setting).toThrow(
        new RegExp(`${setting}: .*never served in production`),
      );
    }
  });

  it('answer 404 in a production demo that mounts every emulator, with no credentials', async () => {
    const mounted = EMULATORS.filter((e) => demo.app.routeTable.some((r) => r.url.startsWith(`${e.prefix}/`)));
    expect(mounted.map((e) => e.name)).toEqual(EMULATORS.map((e) => e.name));
    expect(demo.app.routeTable.filter((r) => r.url.startsWith('/_emulator/') && isControl(r))).toEqual([]);
    for (const route of controlRoutes) {
      const res = await ask(demo.app, route, { webhookUrl: 'https://attacker.example/hook', status: 'active' });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.body).not.toContain('attacker.example');
    }
  });

  it('answer 404 by default outside production too', async () => {
    const plain = await buildTestApp({ env: { STRIPE_EMULATOR: 'true' } });
    try {
      expect(plain.app.routeTable.filter((r) => r.url.startsWith('/_emulator/') && isControl(r))).toEqual([]);
      for (const route of controlRoutes) expect((await ask(plain.app, route)).statusCode, route.url).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('of the standalone emulators (Amazon, Stripe, LLM) are off unless the caller turns them on', async () => {
    const pairs: Array<[string, FastifyInstance, FastifyInstance]> = [
      ['Amazon', await buildAmazonEmulator(AMAZON), await buildAmazonEmulator({ ...AMAZON, controlApi: true })],
      [
        'Stripe',
        buildStripeEmulator({ webhookSecret: 'whsec_x' }),
        buildStripeEmulator({ webhookSecret: 'whsec_x', controlApi: true }),
      ],
      ['LLM', buildLlmEmulator(), buildLlmEmulator({ controlApi: true })],
    ];
    try {
      for (const [name, off, on] of pairs) {
        await Promise.all([off.ready(), on.ready()]);
        const control = routesOf(on).filter(isControl);
        expect(control.length, name).toBeGreaterThan(0);
        expect(routesOf(off).filter(isControl), name).toEqual([]);
        for (const route of control) expect((await ask(off, route)).statusCode, `${name} ${route.url}`).toBe(404);
      }
    } finally {
      for (const [, off, on] of pairs) await Promise.all([off.close(), on.close()]);
    }
  });
});

describe("the Stripe stand-in's settings", () => {
  it('cannot be changed over HTTP in a demo deployment, even with the control API on', async () => {
    const demoWithControl = await buildTestApp({
      env: { STRIPE_EMULATOR: 'true', STRIPE_EMULATOR_CONTROL: 'true', DEMO_MODE: 'true' },
    });
    try {
      const res = await demoWithControl.app.inject({
        method: 'POST',
        url: `${STRIPE_EMULATOR_PREFIX}/__stripe/settings`,
        payload: { publicUrl: 'http://127.0.0.1:3999/phish' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await demoWithControl.close();
    }
  });

  it('send webhooks only to the app itself and keep checkout pages on the stand-in', async () => {
    const settings = `${STRIPE_EMULATOR_PREFIX}/__stripe/settings`;
    for (const payload of [
      { webhookUrl: 'https://attacker.example/hook' },
      { webhookUrl: 'http://169.254.169.254/latest/meta-data' },
      { webhookUrl: 'file:///etc/passwd' },
      { publicUrl: 'https://attacker.example/checkout' },
    ]) {
      const res = await controlled.app.inject({ method: 'POST', url: settings, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const app = controlled.config.publicUrl;
    const kept = await controlled.app.inject({
      method: 'POST',
      url: settings,
      payload: { webhookUrl: `${app}/api/billing/webhook` },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      webhookUrl: `${app}/api/billing/webhook`,
      publicUrl: `${app}${STRIPE_EMULATOR_PREFIX}`,
    });
  });
});
