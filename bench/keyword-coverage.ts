import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { searchCoverage, type ListingKeywordText, type WeightedKeyword } from '#core/keywords/index';

type CorpusRow = { title: string; bullets: string[] | null; description: string | null };

const CORPUS = fileURLToPath(new URL('../tests/fixtures/corpus/listings.jsonl', import.meta.url));
const QUERIES = 1_000;
const RUNS = 200;
const BUDGET_MS = 5;

/**
 * Search coverage for one listing with 1,000 queries (budget 5 ms): real corpus listings, and
 * queries of two to four words drawn from all the corpus's text, so that some are covered in each
 * field and many are not. Median and 95th percentile over the runs, after a warm-up.
 */
export async function benchKeywordCoverage(): Promise<void> {
  const rows = readFileSync(CORPUS, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as CorpusRow);
  const vocabulary = [...new Set(rows.flatMap((r) => r.title.toLowerCase().match(/[a-z]{3,}/g) ?? []))];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const keywords: WeightedKeyword[] = Array.from({ length: QUERIES }, () => ({
    keyword: Array.from({ length: 2 + Math.floor(next() * 3) }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(
      ' ',
    ),
    volume: Math.floor(next() * 5000),
  }));
  const listings: ListingKeywordText[] = rows.slice(0, 50).map((r) => ({
    title: r.title,
    bullets: r.bullets ?? [],
    description: r.description ?? '',
    searchTerms: '',
  }));
  for (const l of listings) searchCoverage(l, keywords);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const listing = listings[i % listings.length]!;
    const started = performance.now();
    searchCoverage(listing, keywords);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(
    `\nSearch coverage, one listing with ${QUERIES.toLocaleString('en-US')} queries: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms)`,
  );
  if (median > BUDGET_MS) throw new Error(`search coverage took ${median.toFixed(2)} ms, over the ${BUDGET_MS} ms budget`);
}
