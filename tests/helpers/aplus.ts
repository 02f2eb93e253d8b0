import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AplusSettings } from '../../src/core/aplus/settings.ts';
import { bearer } from './app.ts';

/** Generates A+ content for the seller's listing, which must succeed: the draft a publish test then sends. */
export async function generateAplus(
  app: FastifyInstance,
  s: { token: string; listingId: number },
  settings: AplusSettings,
): Promise<void> {
  const generated = await app.inject({
    method: 'POST',
    url: `/api/aplus/generate/${s.listingId}`,
    headers: bearer(s.token),
    payload: settings,
  });
  expect(generated.statusCode, generated.body).toBe(200);
}
