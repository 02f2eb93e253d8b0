/**
 * Per-authorisation copies of the demo sellers. Every user of one demo server connects the same
 * demo sellers; at Amazon each would be a seller of their own. So each consent gets its own copy of
 * the seller (an "account"): its own catalogue, reports, A+ documents and rate buckets, all keyed by
 * the account key instead of the seller id. One user's push never shows in another's listings, and
 * one user's report quota never delays another's import.
 *
 * The copy is made lazily, on the account's first SP-API call, from the seller's sample catalogue
 * (the base, keyed by the plain seller id) as it is then. The pre-issued demo refresh tokens use the
 * base itself. Control API changes to a seller's catalogue (seed, planted listings) reach the base
 * and every copy made so far: they stand for something that happened at Amazon.
 */
import { listingKey, type EmulatorState, type StoredListing } from './state.ts';

export type Account = { sellingPartnerId: string; copied: boolean };

/** A new account of this seller for one consent; nothing is copied until it is first used. */
export function openAccount(state: EmulatorState, sellingPartnerId: string): string {
  const key = `${sellingPartnerId}~${++state.accountCounter}`;
  state.accounts.set(key, { sellingPartnerId, copied: false });
  return key;
}

/** The seller id an account stands for (the base account is the seller id itself). */
export function sellingPartnerOf(state: EmulatorState, accountKey: string): string {
  return state.accounts.get(accountKey)?.sellingPartnerId ?? accountKey;
}

/** Copies the seller's base catalogue into the account the first time the account is used. */
export function ensureCopied(state: EmulatorState, accountKey: string): void {
  const account = state.accounts.get(accountKey);
  if (!account || account.copied) return;
  account.copied = true;
  for (const l of [...state.listings.values()]) {
    if (l.sellerId === account.sellingPartnerId) state.listings.set(listingKey(accountKey, l.sku), copyFor(l, accountKey));
  }
}

/** Stores new listings of a seller in its base catalogue and in every copy of it made so far. */
export function addToCatalogues(state: EmulatorState, sellingPartnerId: string, listings: StoredListing[]): void {
  for (const key of catalogueKeys(state, sellingPartnerId)) {
    for (const l of listings) state.listings.set(listingKey(key, l.sku), key === sellingPartnerId ? l : copyFor(l, key));
  }
}

function copyFor(listing: StoredListing, accountKey: string): StoredListing {
  return structuredClone({ ...listing, sellerId: accountKey });
}

/** The base and every copy made so far of this seller: where a control API change lands. */
export function catalogueKeys(state: EmulatorState, sellingPartnerId: string): string[] {
  const copies = [...state.accounts.entries()]
    .filter(([, a]) => a.sellingPartnerId === sellingPartnerId && a.copied)
    .map(([key]) => key);
  return [sellingPartnerId, ...copies];
}
