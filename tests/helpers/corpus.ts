import { readFileSync } from 'node:fs';

/** One listing of tests/fixtures/corpus (real amazon.com listings) and its ESCI shopper query. */
export type CorpusRow = {
  source_id: string;
  brand: string | null;
  title: string;
  bullets: string[] | null;
  description: string | null;
};

const read = <T>(name: string): T[] =>
  readFileSync(new URL(`../fixtures/corpus/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as T);

/** The corpus listings, and each one's shopper query by its id. */
export function readCorpus(): { rows: CorpusRow[]; queries: Map<string, string> } {
  const queries = new Map(read<{ asin: string; query: string }>('queries.jsonl').map((q) => [q.asin, q.query]));
  return { rows: read<CorpusRow>('listings.jsonl'), queries };
}
