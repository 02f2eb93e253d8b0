/**
 * The emulated Seller Central sign-in: a cookie the consent page sets on first visit, standing for
 * the Amazon user signed in to Seller Central in that browser (accounts.ts keys copies by it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from './state.ts';

const COOKIE = 'sc_signin';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/** The browser's sign-in, if it has a well-formed one. */
export function signInOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === COOKIE && VALID.test(value)) return value;
  }
  return undefined;
}

/** The browser's sign-in, made on its first visit (kept for a year, like a remembered sign-in). */
export function ensureSignIn(request: FastifyRequest, reply: FastifyReply): string {
  const existing = signInOf(request);
  if (existing) return existing;
  const created = randomToken(18);
  reply.header('set-cookie', `${COOKIE}=${created}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000`);
  return created;
}
