/**
 * The mail emulator: a real SMTP server on a loopback port that keeps what it receives, and pages
 * to read it (inbox newest first, one page per mail). The embedded default mounts the pages at
 * /_emulator/mail and points the application's SMTP client at the receiver, so every mail the
 * application sends can be opened and its links followed without a mail account.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * password reset links, so a server others can reach must not show them to anyone.
 */
export async function mailEmulatorPlugin(app: FastifyInstance, opts: { store: MailStore }): Promise<void> {
  const base = app.prefix;
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress ?? '')) return;
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

function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
