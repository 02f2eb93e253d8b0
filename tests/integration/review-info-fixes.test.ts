/**
 * Low findings of the second outside review: the API description is public in production, and a
 * URL Fastify cannot decode is answered in Fastify's own error shape instead of the app's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, PRODUCTION_ENV, registerUser, type TestApp } from '../helpers/app.ts';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [dev, prod] = await Promise.all([buildTestApp(), buildTestApp({ env: PRODUCTION_ENV })]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
});

describe('GET /api/docs', () => {
  it('is served outside production to anyone', async () => {
    const res = await dev.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers 401 in production without a session, and the description with one', async () => {
    const anonymous = await prod.app.inject({ url: '/api/docs' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('openapi');
    const { token } = await registerUser(prod.app);
    const signedIn = await prod.app.inject({ url: '/api/docs', headers: bearer(token) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().openapi).toMatch(/^3\./);
  });
});

describe('a URL with a malformed %-escape', () => {
  it.each(['/assets/%c0%ae%c0%ae/x', '/api/listings/%c0%ae', '/%ff'])(
    "answers %s with a 400 in the app's error shape",
    async (url) => {
      for (const app of [dev.app, prod.app]) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'VALIDATION',
          message: 'The address is not a valid URL: it has a malformed %-escape.',
        });
      }
    },
  );
});
