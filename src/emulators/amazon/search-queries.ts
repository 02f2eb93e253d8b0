/**
 * The search queries of the demo Search Query Performance report: each listing's real ESCI shopper
 * query (sample/queries.jsonl, Apache-2.0) first, then phrases drawn from the listing's own title,
 * bullets and description, so every listing has 10 to 40. Deterministic: the same listing text
 * always gives the same queries. Volumes and shares built on them are synthetic.
 */
import { readFileSync } from 'node:fs';
import { hashString } from '#core/prng';
import type { StoredListing } from './state.ts';

type QueryRecord = { query: string; asin: string };

let esciQueries: Map<string, string[]> | undefined;

/** The ESCI queries judged against each ASIN. */
function queriesByAsin(): Map<string, string[]> {
  if (esciQueries) return esciQueries;
  const map = new Map<string, string[]>();
  const lines = readFileSync(new URL('./sample/queries.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  for (const line of lines) {
    const r = JSON.parse(line) as QueryRecord;
    const list = map.get(r.asin) ?? [];
    if (!list.includes(r.query)) list.push(r.query);
    map.set(r.asin, list);
  }
  esciQueries = map;
  return map;
}

/** Words no shopper types as a query on their own. */
const STOP = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the this to with your you will can not no all any up out more most than per x ft oz inch inches pack set pcs pieces new premium best quality und der die das mit für le la les et pour de des du en el los con para y il di e'.split(
    ' ',
  ),
);

function words(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^\d+$/.test(w));
}

function text(l: StoredListing, attribute: string): string[] {
  return (l.attributes[attribute] ?? []).map((v) => v['value']).filter((v): v is string => typeof v === 'string');
}

/** How many queries a listing gets: 10 to 40, fixed per ASIN. */
export function queryCountFor(asin: string): number {
  return 10 + (hashString(`sqp-count/${asin}`) % 31);
}

export function searchQueriesFor(l: StoredListing): string[] {
  const target = queryCountFor(l.asin);
  const out: string[] = [];
  const add = (q: string) => {
    const clean = q.trim().replace(/\s+/g, ' ');
    if (clean.length > 2 && clean.length <= 80 && !out.includes(clean)) out.push(clean);
  };
  for (const q of queriesByAsin().get(l.asin) ?? []) add(q);
  const brand = text(l, 'brand')[0]?.toLowerCase();
  const sources = [...text(l, 'item_name'), ...text(l, 'bullet_point'), ...text(l, 'product_description')];
  const content = sources.map((s) => words(s).filter((w) => !STOP.has(w)));
  // Two- and three-word phrases in reading order, as shoppers tend to type the product's own words.
  for (const ws of content) {
    for (let i = 0; i + 1 < ws.length && out.length < target; i++) {
      add(`${ws[i]} ${ws[i + 1]}`);
      if (i + 2 < ws.length && out.length < target) add(`${ws[i]} ${ws[i + 1]} ${ws[i + 2]}`);
    }
  }
  // Short listings: the brand with each word, then single words.
  const all = content.flat();
  if (brand) for (const w of all) if (out.length < target && w !== brand) add(`${brand} ${w}`);
  for (const w of all) if (out.length < target && w.length > 3) add(w);
  for (let i = 0; out.length < 10 && i < all.length; i++) add(`${all[i]} for sale`);
  return out.slice(0, target);
}
