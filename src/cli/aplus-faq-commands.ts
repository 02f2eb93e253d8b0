import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { creativityToTemperature, DEFAULT_APLUS_SETTINGS } from '#core/aplus/settings';
import type { ImportedListing } from '#core/imports/index';
import { findMarketplace } from '#core/marketplaces';
import { aplusWithGuardrails } from '#ai/aplus/guardrails';
import { faqsWithGuardrails } from '#ai/faqs/guardrails';
import { providerFromEnv } from './ai-provider.ts';
import { CliError, EXIT_BAD_INPUT, EXIT_FAILURE } from './cli-error.ts';
import type { CliIo } from './io.ts';
import { readListings } from './read-listings.ts';

export type ContentOptions = { file: string; marketplace: string; out: string | undefined; reviews?: string | undefined };
type Review = { text: string; rating: number | null };

/**
 * `listingpilot aplus FILE`: each listing's A+ modules, through the same engine and guardrails as
 * the app, as JSON Lines ({sku, asin, modules, notes} or {sku, asin, error}).
 */
export async function runAplus(options: ContentOptions, io: CliIo): Promise<number> {
  return writeLinePerListing(options, io, async (l, provider) => {
    const source = { ...sourceOf(l), images: l.imageUrl ? [l.imageUrl] : [], reviews: [] };
    const settings = { ...DEFAULT_APLUS_SETTINGS };
    const temperature = creativityToTemperature(settings.creativity);
    return aplusWithGuardrails(provider, { source, settings, seedKey: l.sku, temperature });
  });
}

/**
 * `listingpilot faq FILE --reviews REVIEWS.jsonl`: each listing's FAQs from its reviews (matched by
 * ASIN: a review line has asin or product_id, text, and an optional summary and rating).
 */
export async function runFaq(options: ContentOptions, io: CliIo): Promise<number> {
  if (!options.reviews) throw new CliError(EXIT_BAD_INPUT, ['faq: --reviews REVIEWS.jsonl is missing']);
  const reviews = await readReviews(path.resolve(io.cwd, options.reviews));
  return writeLinePerListing(options, io, async (l, provider) => {
    const language = findMarketplace(l.marketplaceId)?.language ?? 'en';
    const result = await faqsWithGuardrails(provider, { listing: sourceOf(l), reviews: reviews.get(l.asin) ?? [], language });
    return { faqs: result.items, notes: result.notes };
  });
}

/** Runs `run` on each listing of the file in turn (one provider call at a time) and writes a line for each. */
async function writeLinePerListing(
  options: ContentOptions,
  io: CliIo,
  run: (l: ImportedListing, provider: ReturnType<typeof providerFromEnv>) => Promise<object>,
): Promise<number> {
  const { listings } = await readListings(options.file, options.marketplace, io.cwd);
  const provider = providerFromEnv(io.env);
  const lines = [];
  for (const l of listings) lines.push(await lineOf(l, () => run(l, provider)));
  return write(lines, options, io);
}

function sourceOf(l: ImportedListing) {
  return { marketplaceId: l.marketplaceId, brand: l.brand, title: l.title, bullets: l.bullets, description: l.description };
}

async function lineOf(l: ImportedListing, run: () => Promise<object>): Promise<object> {
  try {
    return { sku: l.sku, asin: l.asin, ...(await run()) };
  } catch (error) {
    return { sku: l.sku, asin: l.asin, error: error instanceof Error ? error.message : String(error) };
  }
}

async function write(lines: object[], options: ContentOptions, io: CliIo): Promise<number> {
  const jsonl = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
  if (options.out) await writeFile(path.resolve(io.cwd, options.out), jsonl);
  else io.stdout(jsonl);
  return lines.some((l) => 'error' in l) ? EXIT_FAILURE : 0;
}

async function readReviews(file: string): Promise<Map<string, Review[]>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(EXIT_BAD_INPUT, [`--reviews: cannot read ${file}`]);
  }
  const byAsin = new Map<string, Review[]>();
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let r: { asin?: unknown; product_id?: unknown; text?: unknown; summary?: unknown; rating?: unknown };
    try {
      r = JSON.parse(line) as typeof r;
    } catch {
      throw new CliError(EXIT_BAD_INPUT, [`--reviews line ${i + 1}: not JSON`]);
    }
    const asin = typeof r.asin === 'string' ? r.asin : typeof r.product_id === 'string' ? r.product_id : '';
    if (!asin || typeof r.text !== 'string')
      throw new CliError(EXIT_BAD_INPUT, [`--reviews line ${i + 1}: needs an asin (or product_id) and a text`]);
    const body = typeof r.summary === 'string' && r.summary.trim() ? `${r.summary.trim()}. ${r.text}` : r.text;
    byAsin.set(asin, [...(byAsin.get(asin) ?? []), { text: body, rating: typeof r.rating === 'number' ? r.rating : null }]);
  });
  return byAsin;
}
