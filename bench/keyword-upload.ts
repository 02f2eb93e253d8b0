import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseKeywordsFileInBatches } from '#core/keywords/upload';

const ROWS = 100_000;
const RUNS = 3;
/** The longest the server may go without answering another request while it reads a file. */
const BLOCK_BUDGET_MS = 100;

/**
 * Reading a 100,000-row keyword file as the upload route does (batches, each in its own turn of
 * the event loop): the whole parse, and the longest stretch between two turns, which is how long
 * another user's request can wait on it. Median over the runs.
 */
export async function benchKeywordUpload(): Promise<void> {
  const lines = ['keyword,volume,sku'];
  for (let i = 0; i < ROWS; i++) lines.push(`steel tumbler ${i} with lid,${ROWS - i},SKU-${i % 20}`);
  const bytes = new TextEncoder().encode(lines.join('\n'));
  const totals: number[] = [];
  const blocks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let longest = 0;
    let since = performance.now();
    const started = since;
    const result = await parseKeywordsFileInBatches(bytes, async () => {
      longest = Math.max(longest, performance.now() - since);
      await nextTurn();
      since = performance.now();
    });
    longest = Math.max(longest, performance.now() - since);
    if (!result.ok) throw new Error(`the bench file was refused: ${result.issues[0]?.message}`);
    totals.push(performance.now() - started);
    blocks.push(longest);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\n[keyword upload] ${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 1e6).toFixed(1)} MB`);
  console.log(`  parse, median of ${RUNS}: ${median(totals).toFixed(0)} ms`);
  console.log(
    `  longest stretch without a turn of the event loop: ${median(blocks).toFixed(0)} ms (budget ${BLOCK_BUDGET_MS} ms) ${median(blocks) <= BLOCK_BUDGET_MS ? 'OK' : 'OVER'}`,
  );
}
