/**
 * A+ calls go through the one SP-API transport: Amazon's throttling is retried like any other
 * operation's, through the database rate limiter every process shares, and a caller that gives up
 * (its abort signal) stops the retries. Driven by the emulator's fault injection.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { spapiRateBuckets } from '../../src/server/db/schema/index.ts';
import { createAplusClient } from '../../src/server/integrations/spapi/aplus-client.ts';
import { SpApiError } from '../../src/server/integrations/spapi/errors.ts';
import type { SpApiTransport } from '../../src/server/integrations/spapi/http.ts';
import { type TestApp } from '../helpers/app.ts';
import { emulatorCalls, emulatorControl, useAmazonApp, type TestEmulator } from '../helpers/amazon.ts';

const US = 'ATVPDKIKX0DER';
const OPERATION = 'createUploadDestinationForResource';
const SELLER = {
  sellingPartnerId: DEMO_SELLER_ID,
  region: 'NA' as const,
  refreshToken: `Atzr|demo-refresh-token-${DEMO_SELLER_ID}`,
};
const IMAGE = { contentMD5: createHash('md5').update('a product photo').digest('base64'), contentType: 'image/jpeg' };

let emulator: TestEmulator;
let t: TestApp;

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

/** Statuses the emulator answered to the upload-destination calls since `from` (an index in its log). */
async function uploadCalls(from: number): Promise<number[]> {
  return (await emulatorCalls(emulator.base)).slice(from).flatMap((c) => (c.operation === OPERATION ? [c.status] : []));
}

async function callCount(): Promise<number> {
  return (await emulatorCalls(emulator.base)).length;
}

/** The app's own transport for the demo seller, with every answer recorded as the request log sees it. */
function transport(opts: { signal?: AbortSignal; onStatus?: (status: number) => void } = {}): SpApiTransport & {
  statuses: number[];
} {
  const statuses: number[] = [];
  return {
    ...t.app.spapi.transportFor(SELLER, { signal: opts.signal }),
    statuses,
    onExchange: (exchange) => {
      statuses.push(exchange.status);
      opts.onStatus?.(exchange.status);
    },
  };
}

describe('A+ calls through the SP-API transport', () => {
  it('retries a throttled A+ call, drawing on the shared rate limiter', async () => {
    const from = await callCount();
    await emulatorControl(emulator.base, 'faults', { operation: OPERATION, kind: '429', count: 2 });
    const sent = transport();
    const destination = await createAplusClient(sent, US).createUploadDestination(IMAGE);
    expect(destination.uploadDestinationId).toBeTruthy();
    expect(await uploadCalls(from)).toEqual([429, 429, 201]);
    expect(sent.statuses).toEqual([429, 429, 201]);
    // The bucket lives in the database, where every web and worker process draws from it.
    const buckets = await t.database.db
      .select()
      .from(spapiRateBuckets)
      .where(eq(spapiRateBuckets.key, `${DEMO_SELLER_ID}:NA:${OPERATION}`));
    expect(buckets).toHaveLength(1);
  });

  it('gives up after five tries, like every other operation', async () => {
    const from = await callCount();
    await emulatorControl(emulator.base, 'faults', { operation: OPERATION, kind: '429', count: 5 });
    const error = await createAplusClient(transport(), US)
      .createUploadDestination(IMAGE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpApiError);
    expect(error).toMatchObject({ operation: OPERATION, status: 429, code: 'QuotaExceeded' });
    expect(await uploadCalls(from)).toEqual([429, 429, 429, 429, 429]);
  });

  it('stops retrying when its abort signal fires', async () => {
    const from = await callCount();
    await emulatorControl(emulator.base, 'faults', { operation: OPERATION, kind: '429', count: 1 });
    const controller = new AbortController();
    const reason = new Error('the seller left');
    // Aborted while the transport backs off after Amazon's 429.
    const sent = transport({ signal: controller.signal, onStatus: (status) => status === 429 && controller.abort(reason) });
    await expect(createAplusClient(sent, US).createUploadDestination(IMAGE)).rejects.toBe(reason);
    expect(await uploadCalls(from)).toEqual([429]);
    // An already aborted signal sends nothing.
    await expect(createAplusClient(sent, US).createUploadDestination(IMAGE)).rejects.toBe(reason);
    expect(await uploadCalls(from)).toEqual([429]);
  });
});
