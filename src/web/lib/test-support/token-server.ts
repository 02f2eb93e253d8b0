import { vi } from 'vitest';

/**
 * The network edge of a server that rotated its token: answers `ok()` to `Bearer validToken`, 401 to
 * any other, and records the Authorization header of every request.
 */
export function stubTokenServer(validToken: string, ok: () => Response): string[] {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      sent.push(auth);
      return auth === `Bearer ${validToken}`
        ? ok()
        : new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' }), { status: 401 });
    }),
  );
  return sent;
}
