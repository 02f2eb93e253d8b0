import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importedContent, type ImportedListing } from '#core/imports/index';
import { LanguageSchema, type Language } from '#core/languages';
import type { KeywordPlacement, WeightedKeyword } from '#core/keywords/index';
import { findMarketplace } from '#core/marketplaces';
import type { ListingText } from '#core/listings/content';
import { AppError } from '#core/errors';
import { optimizeWithGuardrails } from '#ai/guardrails';
import { assertOwnLanguage } from '#ai/offline/offline-provider';
import type { AiProvider } from '#ai/types';
import { providerFromEnv } from './ai-provider.ts';
import { CliError, EXIT_BAD_INPUT, EXIT_FAILURE } from './cli-error.ts';
import type { CliIo } from './io.ts';
import { readKeywords } from './read-keywords.ts';
import { readListings } from './read-listings.ts';

export type RewriteOptions = {
  file: string;
  marketplace: string;
  language: string | undefined;
  out: string | undefined;
  json: boolean;
  keywords?: string | undefined;
};

type Text = ListingText & { score: number };
export type RewriteLine =
  | {
      sku: string;
      marketplace: string;
      asin: string;
      language: Language;
      provider: string;
      before: Text;
      after: Text;
      /** Each targeted keyword and where the rewrite placed it (null: nowhere). */
      keywords: KeywordPlacement[];
      /** Targeted keywords the listing does not state, kept out of the copy: "Is this true of your product?" */
      needsConfirmation: string[];
      notes: string[];
    }
  | { sku: string; marketplace: string; asin: string; language: Language; provider: string; error: string };

/** LLM calls wait on the network, so a few run at once; the offline engine is CPU-bound. */
const LLM_CONCURRENCY = 4;

/**
 * `listingpilot rewrite FILE`: every listing through the same engine and guardrails as Optimize
 * Now, written as JSON Lines with the score before and after. A listing that fails is written
 * with its error and the exit code is 1; the others are still written.
 */
export async function runRewrite(options: RewriteOptions, io: CliIo): Promise<number> {
  const parsed = await readListings(options.file, options.marketplace, io.cwd);
  const provider = providerFromEnv(io.env);
  const language = parseLanguage(options.language, parsed.listings[0]!);
  if (provider.name === 'offline') checkOfflineLanguage(parsed.listings, language);
  const keywordsOf = options.keywords ? await readKeywords(options.keywords, io.cwd) : () => [];

  const lines = await mapLimit(parsed.listings, provider.name === 'offline' ? 1 : LLM_CONCURRENCY, (l) =>
    rewriteOne(provider, l, language, keywordsOf(l)),
  );
  const jsonl = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
  const failed = lines.filter((l) => 'error' in l).length;
  if (!options.out) io.stdout(jsonl);
  else {
    await writeFile(path.resolve(io.cwd, options.out), jsonl);
    if (options.json) io.stdout(`${JSON.stringify(summaryOf(lines, options.out), null, 2)}\n`);
    else {
      for (const l of lines)
        io.stdout('error' in l ? `${l.sku}  failed: ${l.error}\n` : `${l.sku}  ${l.before.score} -> ${l.after.score}\n`);
      const s = summaryOf(lines, options.out);
      io.stdout(
        `\n${s.rewritten} rewritten, ${s.failed} failed; mean score ${s.meanBefore} -> ${s.meanAfter}; written to ${options.out}\n`,
      );
    }
  }
  return failed > 0 ? EXIT_FAILURE : 0;
}

async function rewriteOne(
  provider: AiProvider,
  l: ImportedListing,
  language: Language,
  keywords: readonly WeightedKeyword[],
): Promise<RewriteLine> {
  const head = {
    sku: l.sku,
    marketplace: findMarketplace(l.marketplaceId)?.country ?? l.marketplaceId,
    asin: l.asin,
    language,
    provider: provider.name,
  };
  try {
    const listing = importedContent(l);
    const result = await optimizeWithGuardrails(provider, { listing, language, keywords });
    return {
      ...head,
      before: {
        title: l.title,
        bullets: l.bullets,
        description: l.description,
        searchTerms: listing.searchTerms ?? '',
        score: result.sourceReport.score,
      },
      after: { ...result.text, searchTerms: result.searchTerms, score: result.report.score },
      keywords: result.keywordPlacements,
      needsConfirmation: result.needsConfirmation,
      notes: result.notes,
    };
  } catch (error) {
    return { ...head, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Without --language, each file's own marketplace language (the first listing's) is kept. */
function parseLanguage(input: string | undefined, first: ImportedListing): Language {
  if (input === undefined) return findMarketplace(first.marketplaceId)?.language ?? 'en';
  const parsed = LanguageSchema.safeParse(input.trim().toLowerCase());
  if (!parsed.success)
    throw new CliError(EXIT_BAD_INPUT, [`--language: ${parsed.error.issues[0]?.message ?? 'unknown language'}`]);
  return parsed.data;
}

/** The offline engine cannot translate; say so once instead of failing every listing. */
function checkOfflineLanguage(listings: readonly ImportedListing[], language: Language): void {
  for (const l of listings) {
    try {
      assertOwnLanguage({ listing: importedContent(l), language });
    } catch (error) {
      if (error instanceof AppError) throw new CliError(EXIT_BAD_INPUT, [`Row ${l.row}: ${error.message}`]);
      throw error;
    }
  }
}

function summaryOf(lines: readonly RewriteLine[], out: string) {
  const ok = lines.filter((l): l is Extract<RewriteLine, { before: Text }> => 'before' in l);
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10);
  return {
    out,
    rewritten: ok.length,
    failed: lines.length - ok.length,
    meanBefore: mean(ok.map((l) => l.before.score)),
    meanAfter: mean(ok.map((l) => l.after.score)),
  };
}

/** Runs `fn` over items with at most `limit` in flight, keeping the input order in the result. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
