import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict CSP: no inline script anywhere (the theme bootstrap is an external file), images from
 * Amazon's CDN and https product image hosts, no framing. Styles allow inline attributes because
 * Radix positions popovers with style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { hsts: boolean }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    // Links carry one-time tokens (reset, verification, seller switch) and OAuth codes: no request
    // this app's pages make may name the page it came from.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (opts.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
});
