/**
 * Control routes that make Amazon change a listing behind the seller's back, for the listing watch's
 * tests and the demo: Amazon's own issues and enforcement actions, the listing's status, and the
 * live detail page as another contributor edits it. Plus the "Simulate a change" panel, a plain
 * HTML page a person trying the demo uses to see an alert arrive. Nothing here exists at Amazon.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { controlTargets } from './accounts.ts';
import { setDetailPage } from './detail-page.ts';
import { escapeHtml } from './errors.ts';
import { listingTitle } from './item-view.ts';
import { notifyListingChanges, notifyProductTypeChange, snapshotOf } from './notifications.ts';
import { getProductTypeSchema } from './product-types.ts';
import { signInOf } from './sign-in.ts';
import { listingKey, type Attributes, type EmulatorState, type StoredIssue, type StoredListing } from './state.ts';

const SEVERITIES = new Set(['ERROR', 'WARNING', 'INFO']);
const STATUSES = new Set(['BUYABLE', 'DISCOVERABLE']);
const bad = (message: string) => ({ error: message });

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** An issue in the Listings Items model's shape, or the reason it is not one. */
export function parseIssue(raw: unknown, index: number): StoredIssue | string {
  const at = `issues[${index}]`;
  if (!raw || typeof raw !== 'object') return `${at} must be an object`;
  const i = raw as Record<string, unknown>;
  if (typeof i['code'] !== 'string' || i['code'] === '') return `${at}.code must be a non-empty string`;
  if (typeof i['message'] !== 'string' || i['message'] === '') return `${at}.message must be a non-empty string`;
  if (typeof i['severity'] !== 'string' || !SEVERITIES.has(i['severity'])) return `${at}.severity must be ERROR, WARNING or INFO`;
  if (i['categories'] !== undefined && !isStrings(i['categories'])) return `${at}.categories must be a list of strings`;
  if (i['attributeNames'] !== undefined && !isStrings(i['attributeNames']))
    return `${at}.attributeNames must be a list of strings`;
  const issue: StoredIssue = {
    code: i['code'],
    message: i['message'],
    severity: i['severity'] as StoredIssue['severity'],
    categories: (i['categories'] as string[] | undefined) ?? [],
    ...(i['attributeNames'] ? { attributeNames: i['attributeNames'] as string[] } : {}),
  };
  const enforcements = i['enforcements'];
  if (enforcements !== undefined) {
    const actions = (enforcements as { actions?: unknown } | null)?.actions;
    if (!Array.isArray(actions) || !actions.every((a) => typeof (a as { action?: unknown } | null)?.action === 'string'))
      return `${at}.enforcements.actions must be a list of {action}`;
    // The model requires an exemption beside the actions; a planted issue without one is not exempt.
    issue.enforcements = {
      actions: actions.map((a: { action: string }) => ({ action: a.action })),
      exemption: { status: 'NOT_EXEMPT' },
    };
  }
  return issue;
}

function listingsOf(state: EmulatorState, sellerId: string, sku: string, signIn: string | undefined): StoredListing[] {
  return controlTargets(state, sellerId, signIn)
    .map((key) => state.listings.get(listingKey(key, sku)))
    .filter((l): l is StoredListing => l !== undefined);
}

function setIssues(listings: StoredListing[], issues: StoredIssue[]): void {
  for (const l of listings) {
    if (issues.length === 0) delete l.amazonIssues;
    else l.amazonIssues = structuredClone(issues);
  }
}

function setStatus(listings: StoredListing[], status: ('BUYABLE' | 'DISCOVERABLE')[] | null): void {
  for (const l of listings) {
    if (status === null) delete l.status;
    else l.status = [...status];
  }
}

/** The copies the browser's Seller Central user holds of the ASIN: a demo change stays theirs. */
function ownCopiesWithAsin(state: EmulatorState, signIn: string | undefined, asin: string): string[] | undefined {
  if (!signIn) return undefined;
  const keys = [...state.listings.values()]
    .filter((l) => l.asin === asin && l.sellerId.endsWith(`~${signIn}`))
    .map((l) => l.sellerId);
  return keys.length > 0 ? [...new Set(keys)] : undefined;
}

function validAttributes(raw: unknown): Attributes | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'attributes must be an object of attribute arrays';
  for (const [name, value] of Object.entries(raw)) {
    if (!Array.isArray(value) || !value.every((v) => v && typeof v === 'object' && !Array.isArray(v)))
      return `attributes.${name} must be a list of objects, as in Amazon's attributes`;
  }
  if (Object.keys(raw).length === 0) return 'attributes must name at least one attribute';
  return raw as Attributes;
}

export function registerChangeControlRoutes(app: FastifyInstance, state: EmulatorState): void {
  app.post<{ Params: { sellerId: string; sku: string }; Body: { issues?: unknown } }>(
    '/__emulator/listings/:sellerId/:sku/issues',
    async (request, reply) => {
      const raw = request.body?.issues;
      if (!Array.isArray(raw)) return reply.code(400).send(bad('issues must be a list (an empty list clears them)'));
      const issues: StoredIssue[] = [];
      for (const [index, item] of raw.entries()) {
        const parsed = parseIssue(item, index);
        if (typeof parsed === 'string') return reply.code(400).send(bad(parsed));
        issues.push(parsed);
      }
      const listings = listingsOf(state, request.params.sellerId, request.params.sku, signInOf(request));
      if (listings.length === 0) return reply.code(404).send(bad('listing not found'));
      const before = listings.map((listing) => ({ listing, before: snapshotOf(listing) }));
      setIssues(listings, issues);
      await notifyListingChanges(state, before);
      return { ok: true, listings: listings.length };
    },
  );

  app.post<{ Params: { sellerId: string; sku: string }; Body: { status?: unknown } }>(
    '/__emulator/listings/:sellerId/:sku/status',
    async (request, reply) => {
      const status = request.body?.status;
      if (status !== null && (!isStrings(status) || !status.every((s) => STATUSES.has(s))))
        return reply.code(400).send(bad('status must be a list of BUYABLE and DISCOVERABLE, or null to derive it again'));
      const listings = listingsOf(state, request.params.sellerId, request.params.sku, signInOf(request));
      if (listings.length === 0) return reply.code(404).send(bad('listing not found'));
      const before = listings.map((listing) => ({ listing, before: snapshotOf(listing) }));
      setStatus(listings, status as ('BUYABLE' | 'DISCOVERABLE')[] | null);
      await notifyListingChanges(state, before);
      return { ok: true, listings: listings.length };
    },
  );

  app.post<{ Params: { asin: string }; Body: { attributes?: unknown } }>(
    '/__emulator/catalog/:asin/detail-page',
    async (request, reply) => {
      const attributes = validAttributes(request.body?.attributes);
      if (typeof attributes === 'string') return reply.code(400).send(bad(attributes));
      const { asin } = request.params;
      if (![...state.listings.values()].some((l) => l.asin === asin)) return reply.code(404).send(bad('ASIN not found'));
      setDetailPage(state, asin, attributes, ownCopiesWithAsin(state, signInOf(request), asin));
      return { ok: true };
    },
  );

  // Amazon reclassifies an item (its product type changes for every seller of the ASIN, or for the
  // browser's own copies in the demo): the listings take the new type, ITEM_PRODUCT_TYPE_CHANGE goes out.
  app.post<{ Params: { asin: string }; Body: { productType?: unknown; marketplaceId?: unknown } }>(
    '/__emulator/catalog/:asin/product-type',
    async (request, reply) => {
      const { productType, marketplaceId } = request.body ?? {};
      if (typeof productType !== 'string' || !/^[A-Z0-9_]{1,100}$/.test(productType))
        return reply.code(400).send(bad('productType must be a product type name such as LUGGAGE'));
      if (marketplaceId !== undefined && typeof marketplaceId !== 'string')
        return reply.code(400).send(bad('marketplaceId must be a marketplace id'));
      const { asin } = request.params;
      const own = ownCopiesWithAsin(state, signInOf(request), asin);
      const listings = [...state.listings.values()].filter(
        (l) =>
          l.asin === asin &&
          (marketplaceId === undefined || l.marketplaceId === marketplaceId) &&
          (!own || own.includes(l.sellerId)),
      );
      if (listings.length === 0) return reply.code(404).send(bad('ASIN not found'));
      const unknown = listings.find((l) => !getProductTypeSchema(productType, l.marketplaceId));
      if (unknown)
        return reply.code(400).send(bad(`product type ${productType} is not offered in marketplace ${unknown.marketplaceId}`));
      const changes = listings.map((listing) => ({ listing, previous: listing.productType }));
      for (const l of listings) l.productType = productType;
      await notifyProductTypeChange(state, changes);
      return { ok: true, listings: listings.length };
    },
  );

  app.get('/__emulator/notifications', async () => ({
    destinations: [...state.notifications.destinations.values()],
    subscriptions: [...state.notifications.subscriptions.values()],
    sent: state.notifications.sent,
    failed: state.notifications.failed,
  }));

  app.get('/__emulator/simulate', async (request, reply) => simulatePanel(state, reply, signInOf(request)));

  app.post<{ Body: { seller?: string; sku?: string; change?: string; title?: string } }>(
    '/__emulator/simulate',
    async (request, reply) => {
      const signIn = signInOf(request);
      const b = request.body ?? {};
      const listing = signIn && b.seller && b.sku ? state.listings.get(listingKey(b.seller, b.sku)) : undefined;
      // Only the browser's own copies: the panel never reaches another demo user's listings.
      if (!listing || !listing.sellerId.endsWith(`~${signIn}`)) return reply.code(404).send(bad('listing not found'));
      const suppress = (action: string, message: string): StoredIssue => ({
        code: action === 'LISTING_SUPPRESSED' ? '18155' : '8541',
        message,
        severity: action === 'LISTING_SUPPRESSED' ? 'ERROR' : 'WARNING',
        categories: ['INVALID_ATTRIBUTE'],
        attributeNames: ['item_name'],
        enforcements: { actions: [{ action }], exemption: { status: 'NOT_EXEMPT' } },
      });
      const before = [{ listing, before: snapshotOf(listing) }];
      if (b.change === 'suppress')
        setIssues(
          [listing],
          [suppress('LISTING_SUPPRESSED', 'The listing is missing required information and has been suppressed.')],
        );
      else if (b.change === 'search')
        setIssues([listing], [suppress('SEARCH_SUPPRESSED', 'The title is too long; the item is hidden from search.')]);
      else if (b.change === 'clear') {
        setIssues([listing], []);
        setStatus([listing], null);
      } else if (b.change === 'title' && typeof b.title === 'string' && b.title.trim() !== '')
        setDetailPage(state, listing.asin, { item_name: [{ value: b.title.trim(), marketplace_id: listing.marketplaceId }] }, [
          listing.sellerId,
        ]);
      else return reply.code(400).send(bad('choose a change (and a new title for a title change)'));
      await notifyListingChanges(state, before);
      return reply.redirect('simulate?done=1', 303);
    },
  );
}

function simulatePanel(state: EmulatorState, reply: FastifyReply, signIn: string | undefined): FastifyReply {
  const own = signIn ? [...state.listings.values()].filter((l) => l.sellerId.endsWith(`~${signIn}`)).slice(0, 50) : [];
  const rows = own
    .map((l) => {
      const issues = (l.amazonIssues ?? [])
        .map((i) => i.enforcements?.actions.map((a) => a.action).join(', ') ?? i.code)
        .join('; ');
      return `<tr><td>${escapeHtml(l.sku)}</td><td>${escapeHtml(listingTitle(l) ?? '')}</td><td>${escapeHtml(issues || 'none')}</td>
<td><form method="post" action="simulate"><input type="hidden" name="seller" value="${escapeHtml(l.sellerId)}"><input type="hidden" name="sku" value="${escapeHtml(l.sku)}">
<button name="change" value="suppress">Suppress listing</button>
<button name="change" value="search">Hide from search</button>
<button name="change" value="clear">Clear issues</button>
<label>New title <input name="title" maxlength="200"></label><button name="change" value="title">Change title on the detail page</button>
</form></td></tr>`;
    })
    .join('\n');
  const body = signIn
    ? own.length > 0
      ? `<table><thead><tr><th>SKU</th><th>Title</th><th>Amazon's issues</th><th>Simulate</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>Your Seller Central account has no listings yet: connect it in ListingPilot and import your listings first.</p>'
    : '<p>Connect a demo seller first: this browser is not signed in to the emulated Seller Central.</p>';
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('x-frame-options', 'DENY').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Simulate a change - Seller Central (emulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}button{margin:.15rem}</style>
</head><body><main><h1>Simulate a change</h1>
<p>Make Amazon, or another contributor, change one of your demo listings. Amazon notifies ListingPilot of a suppression or a hidden listing at once; a detail-page change shows at the watch's next check ("Check now" on the Alerts page).</p>
${body}</main></body></html>`);
}
