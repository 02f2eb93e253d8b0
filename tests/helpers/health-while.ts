import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Asks /api/health once per turn of the event loop until `request` answers. `order` records
 * 'health' per answer and `label` when the request answers, so a test reads from it whether the
 * server kept answering others while the request ran (ordering, not wall time). Pass your own
 * `order` to interleave other events (a spy's) with these.
 */
export async function askHealthWhile<T>(
  app: FastifyInstance,
  request: PromiseLike<T>,
  label: string,
  order: string[] = [],
): Promise<{ res: T; order: string[] }> {
  let done = false;
  const answered = Promise.resolve(request).finally(() => {
    done = true;
    order.push(label);
  });
  while (!done) {
    await nextTurn();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    order.push('health');
  }
  return { res: await answered, order: [...order] };
}
