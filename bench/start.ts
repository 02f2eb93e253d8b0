/**
 * `npm start` on an unchanged tree (scripts/start.mjs, without npm itself): from the process's start to the first answer of /api/health,
 * with the embedded defaults (PGlite in a fresh data directory, the emulators). The first start
 * builds what is stale and creates the database; it is not counted. Target: at most 5 s.
 *
 *   node --import tsx bench/start.ts   (BENCH_START_RUNS=5)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

async function timeOneStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const env = { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: 'ignore' });
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve(void (gone = true))));
  let answered = false;
  while (!answered) {
    if (gone) throw new Error('npm start exited before it answered');
    answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  await exited;
  return seconds;
}

export async function benchStart(): Promise<void> {
  const runs = Number(process.env['BENCH_START_RUNS'] ?? 5);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-start-'));
  try {
    await timeOneStart(dataDir);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeOneStart(dataDir));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `start: scripts/start.mjs (npm start without npm itself) answers /api/health in ${median.toFixed(2)} s (median of ${runs}; min ${times[0]!.toFixed(2)}, max ${times.at(-1)!.toFixed(2)}; target ≤ 5 s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStart();
