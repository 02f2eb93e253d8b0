import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { OptimizeResponseSchema } from '#core/api/optimize';
import {
  ApiError,
  apiRequest,
  NoContentSchema,
  setToken,
  UNEXPECTED_RESPONSE_MESSAGE,
  UnexpectedResponseError,
  whileRotatingToken,
} from './api-client.ts';
import { stubTokenServer } from './test-support/token-server.ts';

const OkSchema = z.object({ ok: z.boolean() });

/** The network edge: answers 401 to the old token, 200 to the new one, and records what was sent. */
const stubServer = (validToken: string) =>
  stubTokenServer(validToken, () => new Response(JSON.stringify({ ok: true }), { status: 200 }));

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a request that races a token rotation', () => {
  it('is sent again with the new token once the rotation is done', async () => {
    setToken('old-token');
    const sent = stubServer('new-token');
    let finish!: () => void;
    void whileRotatingToken(new Promise<void>((resolve) => (finish = resolve)));
    const request = apiRequest(OkSchema, 'GET', '/api/listings');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    setToken('new-token');
    finish();
    await expect(request).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('stays a 401 when the token did not change', async () => {
    setToken('old-token');
    const sent = stubServer('new-token');
    await expect(apiRequest(OkSchema, 'GET', '/api/listings')).rejects.toBeInstanceOf(ApiError);
    expect(sent).toEqual(['Bearer old-token']);
  });

  it('is not sent again when asked not to (the rotation call itself)', async () => {
    setToken('old-token');
    const sent = stubServer('new-token');
    const request = apiRequest(OkSchema, 'POST', '/api/auth/refresh', { body: {}, retryWithNewToken: false });
    setToken('new-token');
    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['Bearer old-token']);
  });
});

type Sent = { url: string; init: RequestInit };

/** The network edge answering every request with `response`; client error reports are recorded apart. */
function stubAnswer(response: () => Response) {
  const sent: Sent[] = [];
  const reports: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/client-errors') {
        reports.push(JSON.parse(init.body as string));
        return new Response(null, { status: 204 });
      }
      sent.push({ url, init });
      return response();
    }),
  );
  return { sent, reports };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest parses every answer with its contract', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { pathname: '/optimize/7' } }));

  it('answers the parsed body when it matches', async () => {
    stubAnswer(() => json({ ok: true, extra: 'dropped' }));
    await expect(apiRequest(OkSchema, 'GET', '/api/thing')).resolves.toEqual({ ok: true });
  });

  it('turns a body of another shape into an ApiError with a clear message, and reports where it differed', async () => {
    const optimized = {
      title: 'T',
      bullets: 'one string, not a list',
      description: 'D',
      healthScore: 80,
      previousScore: 40,
      notes: [],
    };
    const { reports } = stubAnswer(() => json(optimized));
    const error = await apiRequest(OptimizeResponseSchema, 'POST', '/api/optimize/7', { body: { language: 'en' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNEXPECTED_RESPONSE_MESSAGE);
    expect((error as ApiError).status).toBe(200);
    // A toast's own text still wins: the error carries no server message.
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(reports).toHaveLength(1);
    const report = reports[0] as { kind: string; route: string; message: string };
    expect(report).toMatchObject({ kind: 'error', route: '/optimize/7' });
    expect(report.message).toContain('POST /api/optimize/7');
    expect(report.message).toContain('bullets: invalid_type');
    // The values themselves (possibly the user's data) stay out of the report.
    expect(report.message).not.toContain('not a list');
  });

  it('rejects a 2xx answer that is not JSON at all', async () => {
    stubAnswer(() => new Response('<html>proxy page</html>', { status: 200 }));
    await expect(apiRequest(OkSchema, 'GET', '/api/other')).rejects.toMatchObject({ message: UNEXPECTED_RESPONSE_MESSAGE });
  });

  it.each([
    ['cancelled (a screen left mid-poll)', () => new DOMException('aborted', 'AbortError'), 'AbortError'],
    ['cut off (the page left, the network gone)', () => new TypeError('network error'), 'TypeError'],
  ])('lets a body whose transfer is %s end as that failure, neither parsed nor reported', async (_, failure, name) => {
    // The headers are in; the body fails half-way.
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"ok":'));
        stream.error(failure());
      },
    });
    const { reports } = stubAnswer(() => new Response(body, { status: 200 }));
    const error = await apiRequest(OkSchema, 'GET', '/api/listings/sync/52').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).name).toBe(name);
    expect(reports).toHaveLength(0);
  });

  it('reads a 204 and a HEAD as an empty object, without touching the body', async () => {
    stubAnswer(() => new Response(null, { status: 204 }));
    await expect(apiRequest(z.object({}), 'DELETE', '/api/x')).resolves.toEqual({});
    await expect(apiRequest(NoContentSchema, 'POST', '/api/auth/logout', { body: {} })).resolves.toBeUndefined();
    stubAnswer(() => new Response(null, { status: 200 }));
    await expect(apiRequest(z.object({}), 'HEAD', '/api/x')).resolves.toEqual({});
  });

  it('keeps an error answer an ApiError "status: body" with the server fields, and parses nothing', async () => {
    const body = { code: 'VALIDATION', message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] };
    const { reports } = stubAnswer(() => json(body, 400));
    const error = (await apiRequest(OkSchema, 'POST', '/api/x', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe('Title is required');
    expect(error.code).toBe('VALIDATION');
    expect(error.issues).toEqual(body.issues);
    expect(reports).toHaveLength(0);
  });

  it('falls back to the status text for an empty error body', async () => {
    stubAnswer(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest(OkSchema, 'GET', '/api/x')).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
    });
  });

  it('sends the bearer token, and a JSON content type only with a body', async () => {
    setToken('tok');
    const { sent } = stubAnswer(() => json({ ok: true }));
    await apiRequest(OkSchema, 'GET', '/api/a');
    await apiRequest(OkSchema, 'POST', '/api/b', { body: { x: 1 } });
    const [get, post] = sent.map((s) => s.init.headers as Record<string, string>);
    expect(get).toEqual({ Authorization: 'Bearer tok' });
    expect(post).toEqual({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(sent[1]?.init.body).toBe('{"x":1}');
  });
});
