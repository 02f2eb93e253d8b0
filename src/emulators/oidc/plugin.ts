/**
 * The OpenID provider emulator inside another Fastify server, under a path prefix (the app's
 * embedded default mounts it at /_emulator/oidc so "Continue with Google" works on one port).
 * oidc-provider is a Koa app: requests are handed to it raw, with the prefix moved into
 * `originalUrl` the way Express mounts it, which is how the provider learns its mount path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { createAccountStore, type DemoAccount } from './accounts.ts';
import { handleInteraction, type InteractionDeps } from './interactions.ts';
import { createProvider } from './provider.ts';

export type OidcEmulatorPluginOptions = {
  /** The issuer: the public address of this server plus the prefix the plugin is registered under. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts?: DemoAccount[];
};

export async function oidcEmulatorPlugin(app: FastifyInstance, opts: OidcEmulatorPluginOptions): Promise<void> {
  const mountPath = new URL(opts.issuer).pathname.replace(/\/$/, '');
  const accounts = createAccountStore(opts.accounts);
  // Built at the first request: loading oidc-provider and making its RSA key take about half a
  // second, which `npm start` would otherwise spend before it answers.
  let started: Promise<{ deps: InteractionDeps; callback: ReturnType<Provider['callback']> }> | undefined;
  const start = () =>
    (started ??= createProvider({ ...opts, accounts, mountPath }).then((provider) => ({
      deps: { provider, accounts, clientName: 'ListingPilot', mountPath },
      callback: provider.callback(),
    })));

  // The provider reads form and JSON bodies itself: Fastify must leave the stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    const full = raw.url ?? '/';
    raw.originalUrl = full;
    raw.url = full.slice(mountPath.length) || '/';
    reply.hijack();
    try {
      const { deps, callback } = await start();
      if (!(await handleInteraction(deps, raw, reply.raw))) callback(raw, reply.raw);
    } catch {
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
    }
  };
  for (const url of ['/', '/*']) app.route({ method: ['GET', 'POST'], url, handler: handle });
}
