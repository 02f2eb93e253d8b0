import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Requests Node's HTTP parser refuses before any route or hook runs: they are answered in the
 * app's error shape `{code, message}`, like every other 4xx, not in Fastify's own
 * `{error, message, statusCode}`.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends raw bytes and reads the whole answer: the server closes the connection after a refusal. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
    socket.end(request, 'latin1');
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a NUL in the bearer token', 'Authorization: Bearer \x00'],
    ['a NUL inside a token', `Authorization: Bearer ${'a'.repeat(30)}\x00b`],
    ['another control character', 'Authorization: Bearer \x07abc'],
  ])('answer 400 in the app error shape for %s', async (_kind, header) => {
    const res = await raw(`GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body).toEqual({ code: 'VALIDATION', message: expect.stringMatching(/not valid HTTP/) });
    expect(body).not.toHaveProperty('statusCode');
  });

  it('answers 431 in the app error shape for a header block over the limit', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: 'VALIDATION', message: 'The request headers are too large.' });
  });

  it('still answers a well-formed request without a session with the usual 401', async () => {
    const res = await raw('GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
