/**
 * Synthetic, deterministic Sales and Traffic figures for the demo reports. Nothing here is Amazon's
 * data: each listing gets a baseline from its ASIN and price, a weekly pattern and daily noise, all
 * seeded, so the same listing and day always give the same figures.
 *
 * After an accepted content patch ("push"), the listing's conversion drifts by an amount tied to how
 * much the push moved its health score (2% of the conversion per point, capped at ±60%), from the day
 * after the push on. So the demo can show every verdict: a push that raised the score shows
 * "Conversion up", one that lowered it "Conversion down", one that left it level "No clear change".
 * The app labels every figure from the emulator "Demo data".
 *
 * Amazon revises recent days as late orders come in: the last two complete days are preliminary here
 * and lack a tenth of their units, so a later report of the same day gives the final figures.
 */
import { findMarketplace } from '#core/marketplaces';
import { createPrng, hashString } from '#core/prng';
import { scoreListing } from '#core/health/index';
import type { StoredListing } from './state.ts';

export const DAY_MS = 86_400_000;
const PRELIMINARY_DAYS = 2;
/** Sunday first, as Date.getUTCDay counts: weekends browse more. */
const WEEKLY = [1.18, 0.94, 0.9, 0.93, 0.97, 1.03, 1.2];
const DRIFT_PER_POINT = 0.02;
const MAX_DRIFT = 0.6;

export type DemoDay = {
  sessions: number;
  browserSessions: number;
  mobileAppSessions: number;
  pageViews: number;
  browserPageViews: number;
  mobileAppPageViews: number;
  unitsOrdered: number;
  totalOrderItems: number;
  sales: number;
  buyBoxPercentage: number;
  unitSessionPercentage: number;
};

/** Day number since the epoch (UTC), and back. */
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const parseDay = (iso: string): number => dayOf(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`));

function values(l: StoredListing, attribute: string): string[] {
  return (l.attributes[attribute] ?? []).map((v) => v['value']).filter((v): v is string => typeof v === 'string');
}

/** The listing's health score as the app would compute it from the same attributes. */
export function demoHealthScore(l: StoredListing): number {
  return scoreListing({
    marketplaceId: l.marketplaceId,
    productType: l.productType,
    brand: values(l, 'brand')[0] ?? null,
    title: values(l, 'item_name')[0] ?? '',
    bullets: values(l, 'bullet_point'),
    description: values(l, 'product_description')[0] ?? '',
    searchTerms: values(l, 'generic_keyword')[0] ?? null,
    images: l.images.map((i) => ({ url: i.variant, variant: i.variant, width: i.width, height: i.height })),
    isMedia: l.productType === 'ABIS_BOOK',
  }).score;
}

/** Relative change in conversion on `day` from the pushes made before it. */
export function conversionDrift(l: StoredListing, day: number): number {
  let drift = 0;
  for (const p of l.pushes ?? []) if (dayOf(p.at) < day) drift += p.scoreDelta * DRIFT_PER_POINT;
  return Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, drift));
}

/** The figures of one listing on one complete day, as of `today` (preliminary for recent days). */
export function demoDay(l: StoredListing, day: number, today: number): DemoDay {
  const seed = hashString(`st/${l.asin}/${l.marketplaceId}`);
  const base = createPrng(seed);
  const baseSessions = 150 + Math.floor(base() * 300);
  const baseConversion = 0.05 + base() * 0.07;
  const rand = createPrng(hashString(`st/${l.asin}/${l.marketplaceId}/${day}`));
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const sessions = Math.max(0, Math.round(baseSessions * WEEKLY[weekday]! * (0.85 + rand() * 0.3)));
  const conversion = Math.min(0.9, baseConversion * (1 + conversionDrift(l, day)) * (0.9 + rand() * 0.2));
  let units = Math.floor(sessions * conversion + rand());
  if (today - day <= PRELIMINARY_DAYS) units = Math.floor(units * 0.9);
  const orderItems = Math.max(0, units - Math.floor(units * 0.05 * rand()));
  const mobileShare = 0.55 + rand() * 0.2;
  const mobileAppSessions = Math.round(sessions * mobileShare);
  const pageViews = Math.round(sessions * (1.2 + rand() * 0.5));
  const mobileAppPageViews = Math.round(pageViews * mobileShare);
  return {
    sessions,
    browserSessions: sessions - mobileAppSessions,
    mobileAppSessions,
    pageViews,
    browserPageViews: pageViews - mobileAppPageViews,
    mobileAppPageViews,
    unitsOrdered: units,
    totalOrderItems: orderItems,
    sales: Math.round(units * l.price * 100) / 100,
    buyBoxPercentage: Math.round((88 + rand() * 12) * 100) / 100,
    unitSessionPercentage: sessions === 0 ? 0 : Math.round((units / sessions) * 10_000) / 100,
  };
}

export function currencyOf(marketplaceId: string): string {
  return findMarketplace(marketplaceId)?.currency ?? 'USD';
}
