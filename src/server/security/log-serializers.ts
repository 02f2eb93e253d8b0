import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry one-time codes or credentials: OAuth callbacks (Amazon's
 * spapi_oauth_code, Google's code and state) arrive as browser redirects, so they sit in the URL
 * that every request log line prints. pino's `redact` works on paths, not inside a string.
 */
const SENSITIVE_PARAMS = /^(code|spapi_oauth_code|mws_auth_token|state|token|access_token|refresh_token|id_token|password|client_secret)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SENSITIVE_PARAMS.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Fastify's default request serializer, with the URL's secrets masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
