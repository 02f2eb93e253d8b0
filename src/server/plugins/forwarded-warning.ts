import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Headers only a proxy (or a client pretending to be behind one) sends. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export const TRUST_PROXY_WARNING =
  'Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every client behind it shares the proxy’s address, so one client’s failed sign-ins or password reset requests hold back sign-in and reset for everyone. Set TRUST_PROXY to the number of proxies in front of this server (e.g. TRUST_PROXY=1) or to their addresses.';

/**
 * Without TRUST_PROXY the socket's peer is the client. When that peer is on this machine or a
 * private network and says it forwarded the request, it is a proxy, and every per-address limit
 * then counts all its clients as one: say so once, naming the setting. A public peer writing the
 * header is a client making it up, not a reason to warn.
 */
export const forwardedWarningPlugin: FastifyPluginAsync = fp(async (app) => {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || !FORWARDED.some((name) => request.headers[name] !== undefined)) return;
    if (!isLocalOrPrivate(request.socket.remoteAddress ?? '')) return;
    warned = true;
    request.log.warn(TRUST_PROXY_WARNING);
  });
});

function isLocalOrPrivate(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (a === '::1' || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('fe80:')) return true;
  const octets = a.split('.').map(Number);
  if (octets.length !== 4) return false;
  const [x = 0, y = 0] = octets;
  return (
    x === 127 || x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 100 && y >= 64 && y <= 127)
  );
}
