import type { FastifyRequest } from 'fastify';
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
