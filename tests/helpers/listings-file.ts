import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './app.ts';
import { multipartBody } from './multipart.ts';

/** A listings file of `count` tumblers, SKU-0 upwards: large enough, with a large count, to show whether work yields. */
export function tumblersCsv(count: number): string {
  const csv = ['sku,title,bullet1,description'];
  for (let i = 0; i < count; i++) csv.push(`SKU-${i},Steel Tumbler ${i} oz,Keeps drinks cold,A steel tumbler.`);
  return csv.join('\n');
}

/** Posts a listings file for the US marketplace, as My Listings' import does. */
export async function postListingsFile(app: FastifyInstance, token: string, content: string) {
  const body = await multipartBody({ marketplace: 'US' }, { name: 'listings.csv', content });
  return app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Imports a listings file that must be accepted: the setup of tests about what comes after. */
export async function importListingsFile(app: FastifyInstance, token: string, content: string): Promise<void> {
  const res = await postListingsFile(app, token, content);
  expect(res.statusCode, res.body).toBe(200);
}
