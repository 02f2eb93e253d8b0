import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '#core/errors';

/**
 * The answer to a request Node's HTTP parser refuses before Fastify sees it (a NUL or another
 * control character in a header such as `Authorization: Bearer \0`, a header block over the limit,
 * a request that never finished arriving): in the app's error shape, like every other refusal,
 * where Fastify's default answers in its own. The connection is closed after it, as Node does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP: a header has a character that is not allowed, or the request is malformed.'];
  const body = JSON.stringify({ code: 'VALIDATION', message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
