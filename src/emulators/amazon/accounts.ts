/**
 * Per-user copies of the demo sellers. Every user of one demo server connects the same demo
 * sellers; at Amazon each would be a seller of their own. So each user gets their own copy of the
 * seller (an "account"): its own catalogue, reports, A+ documents and rate buckets, all keyed by
 * the account key instead of the seller id. One user's push never shows in another's listings, and
 * one user's report quota never delays another's import.
 *
 * The user is whoever is signed in to Seller Central: the consent page keeps that sign-in in a
 * cookie, as Seller Central does. A reconnect in the same browser reaches the same account, with the
 * pushes and A+ documents made before it, as at Amazon; only the control API's reset drops it.
 * A consent without the cookie (a plain HTTP client) opens a fresh account.
 *
 * The copy is made lazily, on the account's first SP-API call, from the seller's sample catalogue
 * (the base, keyed by the plain seller id) as it is then. The pre-issued demo refresh tokens use the
 * base itself. Control API changes to a seller's catalogue (seed, planted listings) reach the base
 * and every copy made so far: they stand for something that happened at Amazon.
 */
import { createHash } from 'node:crypto';
import { listingKey, type EmulatorState, type StoredListing } from './state.ts';

/**
 * The account of this seller for the Seller Central user `signIn`: the one opened earlier, or a new
 * one (nothing is copied until it is first used). No sign-in: a new account every time.
 *
 * A Seller Central user's copy is a seller of its own: it has its own selling partner id (the
 * consent hands it back, and the app keys its rate buckets and rows by it), so two people trying
 * one demo deployment progress side by side as two sellers do at Amazon. A consent without a
 * sign-in (a plain HTTP client, the tests' consents) keeps the demo seller's id.
 */
export function openAccount(state: EmulatorState, sellingPartnerId: string, signIn?: string): string {
  const key = signIn ? `${sellingPartnerId}~${signIn}` : `${sellingPartnerId}~${++state.accountCounter}`;
  if (!state.accounts.has(key))
    state.accounts.set(key, { sellingPartnerId, copied: false, publicId: signIn ? ownSellerId(key) : sellingPartnerId });
  return key;
}

/** A selling partner id of Amazon's shape (A and 13 capitals or digits), the same for the same account. */
function ownSellerId(accountKey: string): string {
  return `A${createHash('sha256').update(accountKey).digest('hex').slice(0, 13).toUpperCase()}`;
}

/** The selling partner id an account answers to (the base account's is the seller id itself). */
export function publicIdOf(state: EmulatorState, accountKey: string): string {
  return state.accounts.get(accountKey)?.publicId ?? accountKey;
}

/** The account whose own selling partner id this is, if one has one (not the demo seller's). */
function accountWithOwnId(state: EmulatorState, id: string): string | undefined {
  for (const [key, a] of state.accounts) if (a.publicId === id && a.publicId !== a.sellingPartnerId) return key;
  return undefined;
}

/**
 * Where a control change addressed to `sellerId` lands: an account key is that account; a seller
 * id with a Seller Central sign-in is that user's copy (if it has one); a plain seller id is the
 * base and every copy, something that happened at Amazon for everyone.
 */
export function controlTargets(state: EmulatorState, sellerId: string, signIn?: string): string[] {
  if (state.accounts.has(sellerId)) return [sellerId];
  // A copy's own selling partner id (as the app shows it) is that copy.
  const own = accountWithOwnId(state, sellerId);
  if (own) return [own];
  const signedIn = signIn ? `${sellerId}~${signIn}` : undefined;
  if (signedIn && state.accounts.get(signedIn)?.copied) return [signedIn];
  return catalogueKeys(state, sellerId);
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

/**
 * Stores new listings of a seller in its base catalogue and in every copy of it made so far, or
 * only in the accounts `keys` names.
 */
export function addToCatalogues(
  state: EmulatorState,
  sellingPartnerId: string,
  listings: StoredListing[],
  keys = catalogueKeys(state, sellingPartnerId),
): void {
  for (const key of keys) {
    for (const l of listings) state.listings.set(listingKey(key, l.sku), key === sellingPartnerId ? l : copyFor(l, key));
  }
}

function copyFor(listing: StoredListing, accountKey: string): StoredListing {
  return structuredClone({ ...listing, sellerId: accountKey });
}

/** The base and every copy made so far of this seller: where a control API change lands. */
export function catalogueKeys(state: EmulatorState, sellingPartnerId: string): string[] {
  const own = accountWithOwnId(state, sellingPartnerId);
  if (own) return [own];
  const copies = [...state.accounts.entries()]
    .filter(([, a]) => a.sellingPartnerId === sellingPartnerId && a.copied)
    .map(([key]) => key);
  return [sellingPartnerId, ...copies];
}
