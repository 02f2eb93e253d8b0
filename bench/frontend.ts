import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lighthouseScores } from './lighthouse.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist/web');
/** Issue 10 budgets, gzipped JS. */
const TARGETS = { landing: 150 * 1024, dashboard: 250 * 1024 };
/** Route chunks by their source file name (vite names a chunk after its module). */
const PAGES = { landing: ['landing-page'], dashboard: ['app-shell', 'dashboard-page'] };

/**
 * Gzipped JavaScript a first visit downloads: the entry, the page's lazy chunks and everything
 * they import statically. Dynamic imports are left out: they load only when the user goes there.
 */
export async function benchFrontend(): Promise<void> {
  const outDir = await buildInto();
  try {
    const assets = path.join(outDir, 'assets');
    const entry = entryScript(outDir);
    console.log(`\nFront-end bundle (${outDir === DIST ? 'dist/web from npm run build' : 'fresh vite build'})`);
    const rows = (Object.keys(PAGES) as (keyof typeof PAGES)[]).map((page) => {
      const roots = [entry, ...PAGES[page].map((name) => findChunk(assets, name))];
      const files = closure(assets, roots);
      const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
      return {
        page,
        chunks: files.size,
        'gzip KB': (bytes / 1024).toFixed(1),
        'target KB': TARGETS[page] / 1024,
        ok: bytes <= TARGETS[page] ? 'yes' : 'NO',
      };
    });
    console.table(rows);
    await lighthouseScores(outDir);
  } finally {
    if (outDir !== DIST) rmSync(outDir, { recursive: true, force: true });
  }
}

/** A fresh build into a temp dir (dist/web may be in use); the existing dist/web if vite fails. */
async function buildInto(): Promise<string> {
  if (process.env.BENCH_USE_DIST === '1' && existsSync(DIST)) return DIST;
  const outDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-web-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    return outDir;
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    if (!existsSync(DIST)) throw error;
    console.log(`vite build failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); reading dist/web`);
    return DIST;
  }
}

function entryScript(outDir: string): string {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const match = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('no module entry script in index.html');
  return match[1];
}

function findChunk(assets: string, name: string): string {
  const file = readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk named ${name}-*.js`);
  return file;
}

/** Follows `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not `import("./x.js")`. */
function closure(assets: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]!);
  }
  return seen;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchFrontend();
