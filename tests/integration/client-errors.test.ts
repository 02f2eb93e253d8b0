import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const SESSION_TOKEN = 'Qm9vbS10aGlzLWlzLWEtc2Vzc2lvbi10b2tlbi12YWx1ZQ';

function report(overrides: Record<string, unknown> = {}, remoteAddress = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    remoteAddress,
    payload: {
      kind: 'boundary',
      route: '/reset-password?token=s3cr3t-reset-token',
      message: 'TypeError: listing.bullets.map is not a function',
      stack: `TypeError: listing.bullets.map is not a function\n    at OptimizePage (index.js:1:2)\nAuthorization: Bearer ${SESSION_TOKEN}`,
      buildId: '2026-11-25T22:00:00.000Z',
      ...overrides,
    },
  });
}

describe('POST /api/client-errors', () => {
  it('logs what broke, with route, stack and build id, and masks tokens', async () => {
    const res = await report();
    expect(res.statusCode, res.body).toBe(204);
    const line = t.logs.find((l) => l.includes('"client error"') && l.includes('bullets.map'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line!) as { clientError: { kind: string; route: string; stack: string; buildId: string } };
    expect(logged.clientError).toMatchObject({
      kind: 'boundary',
      route: '/reset-password?token=[redacted]',
      buildId: '2026-11-25T22:00:00.000Z',
    });
    expect(logged.clientError.stack).toContain('at OptimizePage');
    expect(t.logs.join('\n')).not.toContain('s3cr3t-reset-token');
    expect(t.logs.join('\n')).not.toContain(SESSION_TOKEN);
  });

  it('masks a short spapi_oauth_code, a seller switch token and a JSON "password" the browser echoed', async () => {
    const res = await report({
      route: '/api/amazon/callback?state=st4te&spapi_oauth_code=ANqz7&selling_partner_id=A1B2C3&seller_switch_token=sw1tch',
      message: 'POST /api/auth/login failed: {"username":"vic","password":"hunter2!", "newPassword" : "c0rrect\\"h"}',
      stack: 'Error: failed\n    at submit (index.js:1:2)',
    });
    expect(res.statusCode, res.body).toBe(204);
    const all = t.logs.join('\n');
    const line = t.logs.find((l) => l.includes('selling_partner_id=A1B2C3'));
    expect(line).toBeDefined();
    for (const secret of ['ANqz7', 'st4te', 'sw1tch', 'hunter2!', 'c0rrect']) expect(all).not.toContain(secret);
    expect(all).toContain('\\"username\\":\\"vic\\"');
  });

  it('refuses a malformed report with a 400 that names the field', async () => {
    const res = await report({ kind: 'console' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().issues[0].path).toBe('body.kind');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await report({ stack: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('limits reports per address, so a crash loop cannot flood the log', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await report({ message: `loop ${i}` }, '198.51.100.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await report({}, '198.51.100.10')).statusCode).toBe(204);
  });
});
