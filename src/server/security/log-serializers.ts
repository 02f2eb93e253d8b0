import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { redactUrl } from '#core/redact-url';

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

/**
 * pino's error serializer, without the parameters of a failed drizzle query: they are user input
 * (review text, password hashes, encrypted tokens), and both drizzle's message and PostgreSQL's
 * (`invalid input syntax …: "<value>"`) repeat them. The SQL text stays, so the log still says
 * which query failed. pino appends causes to the message and stack, so they are scrubbed there too.
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  const secrets = queryParameters(error);
  return secrets.length === 0 ? serialized : (scrub(serialized, secrets) as typeof serialized);
}

/** drizzle's message lists every parameter after "params: "; each string parameter is also scrubbed alone. */
function queryParameters(error: unknown): string[] {
  const secrets: string[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { query, params, message } = e as { query?: unknown; params?: unknown; message?: unknown };
    if (typeof query !== 'string' || !Array.isArray(params)) continue;
    const listed = typeof message === 'string' ? message.indexOf(PARAMS_LABEL) : -1;
    if (listed >= 0) secrets.push((message as string).slice(listed + PARAMS_LABEL.length));
    for (const p of params) if (typeof p === 'string') secrets.push(p);
  }
  return secrets.filter((s) => s.length >= MIN_SCRUBBED_LENGTH).sort((a, b) => b.length - a.length);
}

const PARAMS_LABEL = '\nparams: ';
/** Shorter parameters (a tier, a status, a marketplace code) say nothing and would blank the log's words. */
const MIN_SCRUBBED_LENGTH = 4;

function scrub(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), value);
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'params' && 'query' in value) continue;
    out[key] = scrub(v, secrets);
  }
  return out;
}
