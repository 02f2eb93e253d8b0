import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds a Connect Amazon flow to the browser that started it (OAuth login CSRF): GET auth-url sets
 * a random key in an HttpOnly cookie that only the callback receives, the state row keeps its hash,
 * and the callback requires the same key. A consent URL sent to someone else arrives without it.
 * SameSite=Lax still sends it on Seller Central's top-level redirect back to us.
 */
export const CONNECT_COOKIE = 'lp_amazon_connect';
const PATH = '/api/amazon/callback';

export function setConnectCookie(reply: FastifyReply, key: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  const attributes = [`${CONNECT_COOKIE}=${key}`, `Path=${PATH}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

export function clearConnectCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.header('set-cookie', `${CONNECT_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`);
}

export function readConnectCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONNECT_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
