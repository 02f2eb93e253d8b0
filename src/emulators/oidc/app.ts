/**
 * A local OpenID provider that stands in for Google so sign-in works offline, built on the
 * certified oidc-provider: discovery, JWKS, authorization code + PKCE, ID tokens with email
 * and email_verified. Real HTTP on loopback so the app, tests and a browser can all reach it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountStore, type AccountStore, type DemoAccount } from './accounts.ts';
import { handleInteraction } from './interactions.ts';
import { createProvider } from './provider.ts';

export type OidcEmulatorOptions = {
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts?: DemoAccount[];
  /** Called with one line per request answered. */
  log?: (line: string) => void;
  /** Do not keep the process alive (a test runner that exits when its work is done). */
  unref?: boolean;
};

export type OidcEmulator = { issuer: string; port: number; accounts: AccountStore; close(): Promise<void> };

export async function buildOidcEmulator(options: OidcEmulatorOptions): Promise<OidcEmulator> {
  const host = options.host ?? '127.0.0.1';
  // The issuer URL must be known before the provider is built, so listen first, then wire it.
  let handle = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  if (options.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const accounts = createAccountStore(options.accounts);
  const provider = await createProvider({ ...options, issuer, accounts });
  const providerHandler = provider.callback();
  const deps = { provider, accounts, clientName: 'ListingPilot' };

  handle = (req, res) => {
    if (options.log) res.once('finish', () => options.log?.(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`));
    if (req.method === 'POST' && req.url === '/__reset') {
      accounts.reset();
      res.writeHead(204).end();
      return;
    }
    handleInteraction(deps, req, res)
      .then((handled) => {
        if (!handled) providerHandler(req, res);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
  };

  return {
    issuer,
    port,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
