/**
 * One check of one connected region: reads Amazon's status and issues of every watched listing
 * (searchListingsItems by SKU, 20 per call) and the live detail pages (searchCatalogItems by ASIN,
 * 20 per call), turns what changed into alerts, and resolves the alerts Amazon no longer backs. A
 * check of the listings a notification names reads each alone (getListingsItem, getCatalogItem).
 * Every call goes through the shared SP-API client, so imports and pushes share the seller's rate.
 */
import type { CoreText } from '#core/listings/content';
import type { Region } from '#core/regions';
import { getSellerConnection } from '../amazon/index.ts';
import type { Db } from '../db/index.ts';
import type { AlertRow } from '../db/schema/index.ts';
import type { SpApi, SpApiClient, ListingsItem, ItemAttributes, CatalogItem } from '../integrations/spapi/index.ts';
import { healthFields, listingContent, recordTextShownOnAmazon, getListing } from '../listings/index.ts';
import type { Cipher } from '../security/index.ts';
import {
  buyableFinding,
  contentFinding,
  errorCount,
  issueFindings,
  productTypeFinding,
  shownText,
  type PageText,
  type Finding,
} from './findings.ts';
import * as repo from './repo.ts';

export type WatchDeps = { db: Db; cipher: Cipher; spapi: SpApi; now: () => Date };
/** `skus`: only these listings (a notification's), never the full scan. */
export type WatchJobData = { userId: number; region: Region; skus?: string[] };
export type CheckResult = { checked: number; opened: AlertRow[]; resolved: AlertRow[] };

const BATCH = 20;

type Look = { item: ListingsItem | undefined; catalog: (CatalogItem & { attributes?: ItemAttributes }) | undefined };

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Reads a batch of listings of one marketplace: one Listings call and one Catalog call. */
async function lookAt(client: SpApiClient, marketplaceId: string, batch: repo.WatchedListing[]): Promise<Map<number, Look>> {
  const asins = [...new Set(batch.map((l) => l.asin).filter((a) => a !== ''))];
  const [items, catalog] = await Promise.all([
    client.searchListingsItems({
      marketplaceIds: [marketplaceId],
      identifiers: batch.map((l) => l.sku),
      identifiersType: 'SKU',
      includedData: ['summaries', 'issues'],
      pageSize: BATCH,
    }),
    asins.length === 0
      ? Promise.resolve({ numberOfResults: 0, items: [] })
      : client.searchCatalogItems({
          marketplaceIds: [marketplaceId],
          identifiers: asins,
          identifiersType: 'ASIN',
          includedData: ['attributes', 'images'],
          pageSize: BATCH,
        }),
  ]);
  const bySku = new Map(items.items.map((i) => [i.sku, i]));
  const byAsin = new Map(catalog.items.map((c) => [c.asin, c as Look['catalog']]));
  return new Map(batch.map((l) => [l.id, { item: bySku.get(l.sku), catalog: byAsin.get(l.asin) }]));
}

/** Re-reads one listing through the single-item calls: a change may show in one API before the other. */
async function reread(client: SpApiClient, l: repo.WatchedListing): Promise<Look> {
  const [item, catalog] = await Promise.all([
    client.getListingsItem(l.sku, { marketplaceIds: [l.marketplaceId], includedData: ['summaries', 'issues'] }),
    l.asin
      ? client.getCatalogItem(l.asin, { marketplaceIds: [l.marketplaceId], includedData: ['attributes', 'images'] })
      : undefined,
  ]);
  return { item, catalog: catalog as Look['catalog'] };
}

/** The approved text: the listing's, unless a live content alert holds it and the row shows Amazon's text. */
function approvedOf(l: repo.WatchedListing, live: AlertRow[]): PageText {
  const own = { title: l.title, bullets: l.bullets, description: l.description, mainImage: l.imageUrl };
  const content = live.find((a) => a.kind === 'detail_page_changed')?.content;
  if (!content) return own;
  const shownTitle = content.changes.find((c) => c.field === 'title')?.shown;
  const rowIsAmazons = shownTitle === undefined || shownTitle === l.title;
  return rowIsAmazons ? { ...content.approved, mainImage: l.imageUrl } : own;
}

function findingsOf(
  l: repo.WatchedListing,
  look: Look,
  wasBuyable: boolean | undefined,
  live: AlertRow[],
): { findings: Finding[]; buyable: boolean } | null {
  // Not answered: Amazon no longer has the SKU; the next import removes it, the watch says nothing.
  if (!look.item) return null;
  const summary = look.item.summaries?.find((s) => s.marketplaceId === l.marketplaceId);
  const buyable = summary?.status.includes('BUYABLE') ?? false;
  const findings = issueFindings(look.item.issues ?? [], l.marketplaceId);
  const notBuyable = buyableFinding(wasBuyable, buyable, findings, errorCount(look.item.issues ?? [], l.marketplaceId));
  if (notBuyable) findings.push(notBuyable);
  const productType = productTypeFinding(l.productType, summary?.productType);
  if (productType) findings.push(productType);
  if (look.catalog) {
    const content = contentFinding(approvedOf(l, live), shownText(look.catalog.attributes, look.catalog.images, l.marketplaceId));
    if (content) findings.push(content);
  }
  return { findings, buyable };
}

export async function runWatchCheck(deps: WatchDeps, data: WatchJobData, signal?: AbortSignal): Promise<CheckResult> {
  const { db } = deps;
  const connection = await getSellerConnection(deps, data.userId, data.region);
  if (!connection) return { checked: 0, opened: [], resolved: [] };
  const client = deps.spapi.clientFor(
    { sellingPartnerId: connection.sellingPartnerId, region: connection.region, refreshToken: connection.refreshToken },
    { signal },
  );
  const all = await repo.watchedListings(db, data.userId, connection.marketplaceIds);
  const only = data.skus && new Set(data.skus);
  const watched = only ? all.filter((l) => only.has(l.sku)) : all;
  const ids = watched.map((l) => l.id);
  const [liveRows, buyable] = await Promise.all([repo.liveAlerts(db, ids), repo.buyableStates(db, ids)]);
  const live = new Map<number, AlertRow[]>();
  for (const a of liveRows) live.set(a.listingId, [...(live.get(a.listingId) ?? []), a]);

  const byMarketplace = new Map<string, repo.WatchedListing[]>();
  for (const l of watched) byMarketplace.set(l.marketplaceId, [...(byMarketplace.get(l.marketplaceId) ?? []), l]);
  const looks = new Map<number, Look>();
  // A notified check reads its listings one by one: a search of 20 would cost as many calls for one.
  const notified = data.skus !== undefined;
  // Batches run together; the shared rate limiter orders their calls within the seller's budget.
  await Promise.all(
    notified
      ? watched.map(async (l) => looks.set(l.id, await reread(client, l)))
      : [...byMarketplace].flatMap(([marketplaceId, list]) =>
          chunks(list, BATCH).map(async (batch) => {
            for (const [id, look] of await lookAt(client, marketplaceId, batch)) looks.set(id, look);
          }),
        ),
  );
  signal?.throwIfAborted();

  const current = new Map<number, Finding[]>();
  const states: { listingId: number; buyable: boolean }[] = [];
  const toConfirm: repo.WatchedListing[] = [];
  for (const l of watched) {
    const result = findingsOf(l, looks.get(l.id)!, buyable.get(l.id), live.get(l.id) ?? []);
    if (!result) continue;
    current.set(l.id, result.findings);
    const liveKeys = new Set((live.get(l.id) ?? []).map((a) => a.key));
    // Amazon's notification already vouches for a status or an issue; a detail page's text it never
    // notifies, so that finding is read twice either way.
    const unconfirmed = result.findings.filter((f) => !liveKeys.has(f.key) && (!notified || f.kind === 'detail_page_changed'));
    if (unconfirmed.length > 0) toConfirm.push(l);
    else states.push({ listingId: l.id, buyable: result.buyable });
  }
  // Only what the re-read still shows becomes an alert; the rest waits for the next check.
  for (const l of toConfirm) {
    const first = new Set(current.get(l.id)!.map((f) => f.key));
    const again = findingsOf(l, await reread(client, l), buyable.get(l.id), live.get(l.id) ?? []);
    if (!again) {
      current.delete(l.id);
      continue;
    }
    current.set(
      l.id,
      again.findings.filter((f) => first.has(f.key) || (live.get(l.id) ?? []).some((a) => a.key === f.key)),
    );
    states.push({ listingId: l.id, buyable: again.buyable });
  }

  const now = deps.now();
  const fresh = [...current].flatMap(([listingId, findings]) => {
    const liveKeys = new Set((live.get(listingId) ?? []).map((a) => a.key));
    return findings
      .filter((f) => !liveKeys.has(f.key))
      .map((f) => ({
        userId: data.userId,
        listingId,
        kind: f.kind,
        severity: f.severity,
        key: f.key,
        code: f.code,
        message: f.message,
        content: f.content ?? null,
        productType: f.productType ?? null,
        createdAt: now,
      }));
  });
  const opened = await repo.insertAlerts(db, fresh);
  await showAmazonsText(deps, data.userId, opened);

  const ended = [...current].flatMap(([listingId, findings]) => {
    const keys = new Set(findings.map((f) => f.key));
    return (live.get(listingId) ?? []).filter((a) => !keys.has(a.key));
  });
  const resolved = await repo.resolveAlerts(db, ended, now);
  await repo.saveBuyableStates(db, states, now);
  return { checked: current.size, opened, resolved };
}

/**
 * A listing's text is what Amazon shows (the push preview compares with it), so a confirmed
 * detail-page change is written into the listing; the approved text stays in the alert, where
 * "Restore my version" takes it from.
 */
async function showAmazonsText(deps: WatchDeps, userId: number, opened: AlertRow[]): Promise<void> {
  for (const alert of opened) {
    if (alert.kind !== 'detail_page_changed' || !alert.content) continue;
    const row = await getListing(deps.db, userId, alert.listingId);
    const text: Partial<CoreText> = {};
    for (const c of alert.content.changes) {
      if (c.field === 'bullets') text.bullets = c.shown;
      else if (c.field === 'title' || c.field === 'description') text[c.field] = c.shown;
    }
    if (Object.keys(text).length === 0) continue;
    await recordTextShownOnAmazon(deps.db, alert.listingId, { ...text, ...healthFields(listingContent({ ...row, ...text })) });
  }
}
