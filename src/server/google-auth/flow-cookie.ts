import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds a sign-in to the browser that started it: /start sets the state in an HttpOnly cookie
 * scoped to the Google routes, and the callback requires the same value. SameSite=Lax still
 * sends it on the issuer's top-level redirect back to us.
 */
const COOKIE = 'lp_google_state';
const PATH = '/api/auth/google';

export function setFlowCookie(reply: FastifyReply, state: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  const attributes = [`${COOKIE}=${state}`, `Path=${PATH}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

export function clearFlowCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.header('set-cookie', `${COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`);
}

export function readFlowCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
