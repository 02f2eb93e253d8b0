import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setToken, whileRotatingToken } from './api-client.ts';

/** The network edge: answers 401 to the old token, 200 to the new one, and records what was sent. */
function stubServer(validToken: string) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      sent.push(auth);
      return auth === `Bearer ${validToken}`
        ? new Response(JSON.stringify({ ok: true }), { status: 200 })
        : new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' }), { status: 401 });
    }),
  );
  return sent;
}

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
    const request = apiRequest<{ ok: boolean }>('GET', '/api/listings');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    setToken('new-token');
    finish();
    await expect(request).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('stays a 401 when the token did not change', async () => {
    setToken('old-token');
    const sent = stubServer('new-token');
    await expect(apiRequest('GET', '/api/listings')).rejects.toBeInstanceOf(ApiError);
    expect(sent).toEqual(['Bearer old-token']);
  });

  it('is not sent again when asked not to (the rotation call itself)', async () => {
    setToken('old-token');
    const sent = stubServer('new-token');
    const request = apiRequest('POST', '/api/auth/refresh', { body: {}, retryWithNewToken: false });
    setToken('new-token');
    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['Bearer old-token']);
  });
});
