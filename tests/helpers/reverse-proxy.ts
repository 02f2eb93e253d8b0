/**
 * A reverse proxy on loopback that behaves as nginx's `proxy_add_x_forwarded_for` (or caddy's
 * reverse_proxy): it appends its peer's address to X-Forwarded-For and passes everything else on,
 * Host included. Tests put it in front of a listening app to play a same-host proxy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReverseProxy = { port: number; close(): Promise<void> };

export async function startReverseProxy(target: URL): Promise<ReverseProxy> {
  const server = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One HTTP request to 127.0.0.1:port, from `localAddress` (any 127.x works on Linux), with raw headers. */
export function rawRequest(
  port: number,
  opts: { path: string; method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: opts.localAddress,
        path: opts.path,
        method: opts.method ?? 'GET',
        headers: {
          connection: 'close',
          ...(opts.body !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(opts.body)) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
