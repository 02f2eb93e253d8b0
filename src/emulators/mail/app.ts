/**
 * The mail emulator: a real SMTP server on a loopback port that keeps what it receives, and pages
 * to read it (inbox newest first, one page per mail). The embedded default mounts the pages at
 * /_emulator/mail and points the application's SMTP client at the receiver, so every mail the
 * application sends can be opened and its links followed without a mail account.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inboxPage, messagePage, notFoundPage } from './pages.ts';
import { startSmtpReceiver } from './smtp.ts';
import { createMailStore, type MailStore } from './store.ts';

export type MailEmulator = { smtpUrl: string; store: MailStore; close(): Promise<void> };

export async function startMailEmulator(opts: { smtpPort?: number } = {}): Promise<MailEmulator> {
  const store = createMailStore();
  const receiver = await startSmtpReceiver({ port: opts.smtpPort, onMail: (mail) => store.add(mail) });
  return { smtpUrl: receiver.url, store, close: receiver.close };
}

/**
 * Pages under the plugin's prefix. Only clients on this machine are answered: the mails hold
 * password reset links, so a server others can reach must not show them to anyone. "On this
 * machine" by every measure there is (localRefusal): a reverse proxy on the same host connects
 * from loopback, and a DNS-rebinding page in the user's own browser does too.
 */
export async function mailEmulatorPlugin(app: FastifyInstance, opts: { store: MailStore }): Promise<void> {
  const base = app.prefix;
  app.addHook('onRequest', async (request, reply) => {
    const refusal = localRefusal(request);
    if (!refusal) return;
    request.log.warn({ reason: refusal }, 'mail emulator: refused a request that is not local');
    return sendHtml(reply, 404, notFoundPage('The mail emulator answers only on the machine it runs on.'));
  });
  app.get('/', async (_request, reply) => sendHtml(reply, 200, inboxPage(opts.store.list(), base)));
  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const mail = /^\d{1,9}$/.test(request.params.id) ? opts.store.get(Number(request.params.id)) : undefined;
    if (!mail)
      return sendHtml(reply, 404, notFoundPage('This mail does not exist (the emulator forgets mail when the server restarts).'));
    return sendHtml(reply, 200, messagePage(mail, base));
  });
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Headers a proxy adds for the client behind it: their presence means the socket's peer is a proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-client-ip', 'via'];

/**
 * Why a request is not from this machine, or undefined when it is: the socket and the client
 * address the app trusts (TRUST_PROXY) are loopback, no proxy says it forwarded the request, and
 * the Host is a loopback name (a rebinding attacker's page sends its own domain), as are Origin
 * and Referer when the browser sends them.
 */
export function localRefusal(request: FastifyRequest): string | undefined {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return 'socket';
  if (!isLoopback(request.ip)) return 'client address';
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return 'forwarded';
  if (!isLoopbackHost(request.headers.host ?? '')) return 'host';
  for (const name of ['origin', 'referer'] as const) {
    const value = request.headers[name];
    if (value !== undefined && !isLoopbackUrl(value)) return name;
  }
  return undefined;
}

function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a) || a === '::1' || /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** `localhost`, `127.x.y.z` or `[::1]`, with an optional port. */
function isLoopbackHost(host: string): boolean {
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const name = match[1]!.replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopback(name);
}

function isLoopbackUrl(value: string): boolean {
  try {
    return isLoopbackHost(new URL(value).host);
  } catch {
    return false;
  }
}
