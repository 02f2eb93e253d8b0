import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ListingContent } from '#core/listings/content';
import { MARKETPLACES } from '#core/marketplaces';
import { RULES, scoreListing } from '#core/health/index';
import { buildContext } from '#core/health/context';
import { tokenizeWords } from '#core/health/tokens';

type CorpusRow = { brand: string | null; title: string; bullets: string[]; description: string | null };

const CATALOGUE_SIZE = 10_000;
const CORPUS = fileURLToPath(new URL('../tests/fixtures/corpus/listings.jsonl', import.meta.url));
const NOW = new Date('2026-11-01T00:00:00Z');

/** Deterministic variations of the real corpus: marketplace, media flag, bullet subsets, backend terms, images. */
export function buildCatalogue(size = CATALOGUE_SIZE): ListingContent[] {
  const rows = readFileSync(CORPUS, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as CorpusRow);
  const out: ListingContent[] = [];
  for (let i = 0; i < size; i++) {
    const r = rows[i % rows.length]!;
    const v = Math.floor(i / rows.length);
    const words = r.title.split(' ');
    out.push({
      marketplaceId: MARKETPLACES[v % MARKETPLACES.length]!.id,
      brand: r.brand,
      title: v % 3 === 1 ? words.slice(0, 9).join(' ') : r.title,
      bullets: v % 4 === 2 ? r.bullets.slice(0, 3) : r.bullets,
      description: r.description ?? '',
      isMedia: i % 17 === 0,
      highlights: v % 2 === 0 ? '' : undefined,
      searchTerms: v % 3 === 0 ? null : words.slice(-8).join(' ').toLowerCase(),
      images:
        v % 2 === 0
          ? null
          : Array.from({ length: 1 + (i % 9) }, (_, k) => ({
              url: `https://m.media-amazon.com/images/I/${i}-${k}.jpg`,
              variant: k === 0 ? 'MAIN' : `PT0${k}`,
              width: 500 + ((i * 37 + k * 211) % 2000),
              height: 500,
            })),
      hasAplus: i % 5 === 0 ? null : i % 2 === 0,
    });
  }
  return out;
}

type Measured = { seconds: number; cpuSeconds: number; sink: number };

/** Wall and CPU time of one pass: on a shared, loaded machine CPU time is the steadier figure. */
function measure(fn: () => number): Measured {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const sink = fn();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { seconds, cpuSeconds: (used.user + used.system) / 1e6, sink };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

const RUNS = 3;
/** The field-read loop takes microseconds: repeated so timer noise does not swamp it. */
const BASELINE_REPEATS = 50;

export async function benchHealth(): Promise<void> {
  const catalogue = buildCatalogue();
  // Warm-up so both loops run JIT-compiled code.
  for (const l of catalogue.slice(0, 2000)) scoreListing(l, { now: NOW });
  const baselines: Measured[] = [];
  const runs: Measured[] = [];
  const contexts: Measured[] = [];
  const textless: Measured[] = [];
  // The same listings with no text: what a listing costs before its first character.
  const empty = catalogue.map((l) => ({
    ...l,
    title: '',
    bullets: [],
    description: '',
    highlights: l.highlights === undefined ? undefined : '',
    searchTerms: l.searchTerms == null ? l.searchTerms : '',
  }));
  const words: Measured[] = [];
  const lowered = catalogue.flatMap((l) => {
    const c = buildContext(l, NOW);
    return [c.title, c.highlights, ...c.bullets, c.description, c.searchTerms].flatMap((f) => (f ? [f.lower] : []));
  });
  const textChars = catalogue.reduce(
    (sum, l) =>
      sum +
      l.title.length +
      l.description.length +
      (l.highlights?.length ?? 0) +
      (l.searchTerms?.length ?? 0) +
      l.bullets.reduce((b, x) => b + x.length, 0),
    0,
  );
  for (let r = 0; r < RUNS; r++) {
    // The shared first step alone (normalise, profile, tokenise, intern every field), so the
    // figures say how the time splits between preparing the text and the rules plus scoring.
    contexts.push(
      measure(() => {
        let sum = 0;
        for (const l of catalogue) sum += buildContext(l, NOW).bullets.length;
        return sum;
      }),
    );
    // Within that step, finding and interning the words alone: one branchy pass every design of
    // word rules needs, so it bounds how cheap the text can get.
    words.push(
      measure(() => {
        let sum = 0;
        for (const text of lowered) sum += tokenizeWords(text).words.length;
        return sum;
      }),
    );
    baselines.push(
      measure(() => {
        let sum = 0;
        for (let k = 0; k < BASELINE_REPEATS; k++) {
          for (const l of catalogue) {
            sum +=
              l.title.length +
              l.description.length +
              (l.highlights?.length ?? 0) +
              (l.searchTerms?.length ?? 0) +
              (l.brand?.length ?? 0);
            for (const b of l.bullets) sum += b.length;
          }
        }
        return sum / BASELINE_REPEATS;
      }),
    );
    textless.push(
      measure(() => {
        let sum = 0;
        for (const l of empty) sum += scoreListing(l, { now: NOW }).score;
        return sum;
      }),
    );
    runs.push(
      measure(() => {
        let sum = 0;
        for (const l of catalogue) sum += scoreListing(l, { now: NOW }).score;
        return sum;
      }),
    );
  }
  const wall = median(runs.map((m) => m.seconds));
  const cpu = median(runs.map((m) => m.cpuSeconds));
  const baseline = median(baselines.map((m) => m.seconds)) / BASELINE_REPEATS;
  const perSecond = Math.round(catalogue.length / wall);
  const perCpuSecond = Math.round(catalogue.length / cpu);
  const ratio = baseline / wall;
  const sink = runs[0]!.sink;
  console.log(
    `health: ${catalogue.length} listings, ${perSecond.toLocaleString('en-US')} listings/s, ${ratio.toPrecision(2)}x of field-read baseline (avg score ${(sink / catalogue.length).toFixed(1)}, baseline sink ${baselines[0]!.sink})`,
  );
  const contextCpu = median(contexts.map((m) => m.cpuSeconds));
  const perListing = (seconds: number) => ((seconds / catalogue.length) * 1e6).toFixed(1);
  console.log(
    `health: ${perCpuSecond.toLocaleString('en-US')} listings per CPU-second (${((cpu / catalogue.length) * 1e6).toFixed(1)} µs/listing CPU; median of ${RUNS} runs, wall ${runs.map((m) => Math.round(catalogue.length / m.seconds).toLocaleString('en-US')).join(' / ')} listings/s)`,
  );
  const wordsCpu = median(words.map((m) => m.cpuSeconds));
  console.log(
    `health: of which ${perListing(contextCpu)} µs CPU preparing the text (buildContext; ${perListing(wordsCpu)} µs of it finding and interning the words), ${perListing(cpu - contextCpu)} µs the ${RULES.length} rule checks and the score`,
  );
  // 100,000 listings/s is 10 µs per listing: these two figures say how much of it the text may take.
  const fixedCpu = median(textless.map((m) => m.cpuSeconds));
  const perChar = (((cpu - fixedCpu) / textChars) * 1e9).toFixed(1);
  console.log(
    `health: a listing without text costs ${perListing(fixedCpu)} µs CPU; the text adds ${perChar} ns per character (${Math.round(textChars / catalogue.length)} characters per listing)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchHealth();
