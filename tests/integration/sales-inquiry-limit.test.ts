/**
 * Contact Sales is open to anyone: the review posted 20 anonymous inquiries in 0.2 s. Ten an hour
 * per client address, counted in production also for loopback (a local reverse proxy).
 */
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { env: PRODUCTION_ENV },
);

function inquire(remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/sales-inquiries',
    remoteAddress,
    payload: { name: 'Visitor', email: 'visitor@example.com', message: 'Please tell me about Enterprise.' },
  });
}

describe('POST /api/billing/sales-inquiries in production', () => {
  it('takes ten an hour from one address, loopback included, then answers 429 saying when', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await inquire('127.0.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    const refused = await inquire('127.0.0.1');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many messages to Sales from your network\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    // Another address has its own ten.
    expect((await inquire('203.0.113.7')).statusCode).toBe(201);
  });
});
