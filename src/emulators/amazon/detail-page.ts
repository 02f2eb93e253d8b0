/**
 * The live detail page of an ASIN: the catalogue merges every contribution, so another contributor
 * (or Amazon itself) can change what buyers see without touching the seller's own listing. The
 * control API plants such changes; a later patch by the seller wins the attributes it patched back.
 */
import type { Attributes, EmulatorState } from './state.ts';

const ALL = '*';

function key(scope: string, asin: string): string {
  return `${scope}\u0000${asin}`;
}

/** Sets what the detail page shows for these attributes, for everyone or for the accounts given. */
export function setDetailPage(state: EmulatorState, asin: string, attributes: Attributes, accountKeys?: string[]): void {
  for (const scope of accountKeys ?? [ALL]) {
    const k = key(scope, asin);
    state.detailPages.set(k, { ...(state.detailPages.get(k) ?? {}), ...attributes });
  }
}

/** The overrides the account sees on the ASIN's page: its own over everyone's. */
export function detailPageOverrides(state: EmulatorState, accountKey: string, asin: string): Attributes {
  return { ...(state.detailPages.get(key(ALL, asin)) ?? {}), ...(state.detailPages.get(key(accountKey, asin)) ?? {}) };
}

export function clearDetailPageOverrides(state: EmulatorState, accountKey: string, asin: string, names: string[]): void {
  for (const k of [key(ALL, asin), key(accountKey, asin)]) {
    const page = state.detailPages.get(k);
    if (!page) continue;
    for (const name of names) delete page[name];
    if (Object.keys(page).length === 0) state.detailPages.delete(k);
  }
}
