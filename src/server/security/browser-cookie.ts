import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cookie that binds a redirect flow (Google sign-in, Connect Amazon) to the browser that
 * started it, against login CSRF: the start sets a random value in an HttpOnly cookie that only
 * the callback path receives, and the callback requires it. SameSite=Lax still sends it on the
 * provider's top-level redirect back to us.
 */
export type BrowserCookie = {
  set(reply: FastifyReply, value: string, options: { secure: boolean; maxAgeSeconds: number }): void;
  clear(reply: FastifyReply, options: { secure: boolean }): void;
  read(request: FastifyRequest): string | undefined;
};

export function browserCookie(name: string, path: string): BrowserCookie {
  const attributes = (value: string, maxAge: number, secure: boolean) =>
    [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
      '; ',
    );
  return {
    set: (reply, value, { secure, maxAgeSeconds }) => void reply.header('set-cookie', attributes(value, maxAgeSeconds, secure)),
    clear: (reply, { secure }) => void reply.header('set-cookie', attributes('', 0, secure)),
    read(request) {
      for (const part of (request.headers.cookie ?? '').split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name) return value.join('=') || undefined;
      }
      return undefined;
    },
  };
}
