import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildEmbeddedApp } from '../src/server/embedded-emulators.ts';
import { loadConfig } from '../src/server/config.ts';
import { freePort } from '../tests/helpers/free-port.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that work on a closed network (env doc); the e2e browser uses the same. */
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** Issue 10: both pages score at least this in both categories. */
const TARGET = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility'] as const;

type PageRun = { page: string; run: number; performance: number; accessibility: number; failing: string[] };

/**
 * Lighthouse (desktop preset: simulated throttling, 1350×940) on the landing page and on the
 * signed-in dashboard, served by the real app in-process on a temporary PGlite data directory from
 * `webRoot` (the fresh build). The dashboard runs with the token in localStorage
 * (`disableStorageReset`), the HTTP cache cleared before each run like a first visit.
 * Set BENCH_LIGHTHOUSE_JSON=dir to keep each report.
 */
export async function lighthouseScores(webRoot: string): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Lighthouse skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-lh-'));
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      // Production requires a mail server; nothing listens here, and the one registration mail is
      // sent after its answer, so its failure is only logged.
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    app = await buildEmbeddedApp(config, { webRoot });
    await app.listen({ port, host: '127.0.0.1' });
    const token = await registerUser(app);
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_ARGS, defaultViewport: null });
    const page = await browser.newPage();
    console.log(
      `\nLighthouse ${RUNS}× per page, desktop preset, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    const runs: PageRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      runs.push(await audit(page, 'landing', `${base}/`, run, {}));
    }
    await page.goto(`${base}/privacy`);
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    for (let run = 1; run <= RUNS; run++) {
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
      runs.push(await audit(page, 'dashboard', `${base}/dashboard`, run, { disableStorageReset: true }));
    }
    printTable(runs);
  } finally {
    await browser?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function registerUser(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'lighthouse', email: 'lighthouse@example.com', password: 'lighthouse-pass-1' },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

async function audit(page: Page, name: string, url: string, run: number, flags: Flags): Promise<PageRun> {
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], ...flags },
    desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const keep = process.env.BENCH_LIGHTHOUSE_JSON;
  if (keep) writeFileSync(path.join(keep, `${name}-${run}.json`), JSON.stringify(lhr, null, 1));
  return {
    page: name,
    run,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    failing: failingAudits(lhr),
  };
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** Audits of the two categories that lose points, worst first: what to fix next. */
function failingAudits(lhr: Result): string[] {
  const ids = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  return ids
    .map((id) => lhr.audits[id])
    .filter((a): a is NonNullable<typeof a> => a !== undefined && a.score !== null && a.score < 0.9)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

function printTable(runs: PageRun[]): void {
  console.table(
    runs.map((r) => ({
      page: r.page,
      run: r.run,
      performance: r.performance,
      accessibility: r.accessibility,
      target: TARGET,
      ok: r.performance >= TARGET && r.accessibility >= TARGET ? 'yes' : 'NO',
    })),
  );
  for (const r of runs.filter((x) => x.failing.length > 0))
    console.log(`  ${r.page} #${r.run} below 0.9: ${r.failing.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url));
  await lighthouseScores(root);
}
