import { FIELD_ATTRIBUTES } from '../integrations/spapi/index.ts';
import type { PushTarget } from './amazon.ts';

type CapEntry = { cap: number | null; at: number };

/** Product type schemas change rarely (Amazon versions them); an hour keeps a push from fetching one each time. */
const CACHE_MS = 60 * 60 * 1000;
const cache = new Map<string, CapEntry>();

/**
 * The byte cap of the search terms attribute's value in the listing's product type schema
 * (`maxUtf8ByteLength`), read through getDefinitionsProductType and the schema link it returns.
 * null when the schema has no such cap, or could not be read: Amazon's own validation preview then
 * remains the judge, so a schema outage never blocks a push.
 */
export async function searchTermsByteCap(target: PushTarget): Promise<number | null> {
  const key = `${target.productType}/${target.marketplaceId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.cap;
  let cap: number | null = null;
  try {
    const definition = await target.client.getDefinitionsProductType(target.productType, {
      marketplaceIds: [target.marketplaceId],
      requirements: 'LISTING',
    });
    // The schema link is pre-signed like a report document: no SP-API headers may go there.
    const res = await fetch(definition.schema.link.resource, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) return null;
    cap = readCap(await res.json());
  } catch {
    return null;
  }
  cache.set(key, { cap, at: Date.now() });
  return cap;
}

export function readCap(schema: unknown): number | null {
  const value = (schema as { properties?: Record<string, { items?: { properties?: Record<string, Record<string, unknown>> } }> })
    ?.properties?.[FIELD_ATTRIBUTES.searchTerms]?.items?.properties?.['value'];
  const cap = value?.['maxUtf8ByteLength'];
  return typeof cap === 'number' && cap > 0 ? cap : null;
}
