import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findErrors, scoreListing } from '#core/health/index';
import { importedContent, parseListingsFile } from '#core/imports/index';

const ROOT = path.join(import.meta.dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'imports');
const US = 'ATVPDKIKX0DER';

type Run = { code: number; stdout: string; stderr: string };

/** The real binary, as a seller would run it: a child process, no server, no database. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('LLM_')));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin', 'listingpilot.mjs'), ...args],
      { cwd: ROOT, env: { ...cleanEnv, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

const fixture = (name: string) => path.join('tests', 'fixtures', 'imports', name);

/** Numbers as a shopper reads them: "1,000" = "1000", "2.50" = "2.5". */
function numbersIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => String(Number(m[0].replace(/,(?=\d{3}\b)/g, '').replace(',', '.')))),
  );
}

describe('listingpilot score', () => {
  it('prints one line per listing and a summary for the All Listings Report', async () => {
    const run = await cli(['score', fixture('all-listings-report.txt')]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(
      lines.filter((l) => /^LP-\d{4}-\w+\s+\d+\s+(Optimized|Good|Needs work|Poor)\s+\d+ errors?, \d+ warnings?$/.test(l)),
    ).toHaveLength(100);
    expect(run.stdout).toMatch(/\n100 listings, mean score \d+(\.\d)?\n/);
    expect(run.stdout).toMatch(/Optimized: \d+, Good: \d+, Needs work: \d+, Poor: \d+/);
    expect(run.stdout.split('Most frequent rules:\n')[1]!.trimEnd().split('\n')).toHaveLength(5);
  });

  it('answers JSON with --json, consistent with the health engine', async () => {
    const run = await cli(['score', fixture('listings.csv'), '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.listings).toHaveLength(100);
    expect(out.summary.count).toBe(100);
    expect(Object.values(out.summary.bands as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(100);
    expect(out.summary.topRules).toHaveLength(5);
    const mean = out.listings.reduce((s: number, l: { score: number }) => s + l.score, 0) / 100;
    expect(out.summary.meanScore).toBeCloseTo(mean, 1);
    expect(out.listings[0]).toMatchObject({ sku: 'LP-0001-B08CZ6TC2L', marketplace: 'US', asin: 'B08CZ6TC2L' });
  });

  it('applies --marketplace to files without a marketplace column', async () => {
    const run = await cli(['score', fixture('all-listings-report.txt'), '--marketplace', 'de', '--json']);
    expect(run.code).toBe(0);
    expect(new Set(JSON.parse(run.stdout).listings.map((l: { marketplace: string }) => l.marketplace))).toEqual(new Set(['DE']));
  });

  it('exits 2 with row and column messages on a bad file, and prints nothing on stdout', async () => {
    const run = await cli(['score', fixture('bad-rows.csv')]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `${fixture('bad-rows.csv')}: 4 problems, nothing was processed`,
      'Row 3, column "marketplace": unknown marketplace "XX" (use US, UK, DE, FR, IT or ES)',
      'Row 4, column "title": the title is empty',
      'Row 5, column "sku": SKU "BAD-1" appears more than once for marketplace US (first on row 2)',
      'Row 6, column "asin": the ASIN "B01" is not 10 letters and digits',
    ]);
  });

  it('exits 2 on wrong headers, a missing file, an unknown command or flag', async () => {
    const headers = await cli(['score', fixture('wrong-headers.csv')]);
    expect([headers.code, headers.stderr]).toEqual([2, expect.stringContaining('Missing required column "sku"')]);
    const missing = await cli(['score', 'no-such-file.csv']);
    expect([missing.code, missing.stderr.trim()]).toEqual([2, 'File not found: no-such-file.csv']);
    expect((await cli(['grade', 'x.csv'])).code).toBe(2);
    expect((await cli(['score', fixture('listings.csv'), '--colour'])).code).toBe(2);
    expect((await cli(['score', fixture('listings.csv'), '--marketplace', 'JP'])).stderr).toContain('Unknown marketplace "JP"');
  });
});

describe('listingpilot rewrite', () => {
  it('rewrites every listing offline: no error-severity issue it can fix, no number the source lacks, scores before and after', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lp-cli-'));
    const out = path.join(dir, 'rewritten.jsonl');
    const run = await cli(['rewrite', fixture('listings.csv'), '--language', 'en', '--out', out, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ out, rewritten: 100, failed: 0 });
    expect(summary.meanAfter).toBeGreaterThanOrEqual(summary.meanBefore);

    const source = parseListingsFile(readFileSync(path.join(FIXTURES, 'listings.csv')), { marketplaceId: US });
    if (!source.ok) throw new Error('fixture must parse');
    const bySku = new Map(source.listings.map((l) => [l.sku, l]));
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(100);
    for (const line of lines) {
      const original = bySku.get(line.sku)!;
      expect(line).toMatchObject({ language: 'en', provider: 'offline', marketplace: 'US' });
      expect(line.before.title).toBe(original.title);
      const report = scoreListing({
        ...importedContent(original),
        title: line.after.title,
        bullets: line.after.bullets,
        description: line.after.description,
        // An empty field the rewrite could not fill is the source's field, unchanged (unknown stays unknown).
        ...(line.after.searchTerms ? { searchTerms: line.after.searchTerms } : {}),
      });
      expect(report.score).toBe(line.after.score);
      // The engine never invents content (docs/decisions/0006-offline-ai-engine.md): a listing with no bullets keeps BULLETS_MISSING.
      const allowed = original.bullets.length === 0 ? ['BULLETS_MISSING'] : [];
      expect(
        findErrors(report)
          .filter((i) => !allowed.includes(i.ruleId))
          .map((i) => `${line.sku}: ${i.description}`),
      ).toEqual([]);
      const sourceNumbers = numbersIn(
        [original.brand ?? '', original.title, ...original.bullets, original.description].join('\n'),
      );
      const invented = [...numbersIn([line.after.title, ...line.after.bullets, line.after.description].join('\n'))].filter(
        (n) => !sourceNumbers.has(n),
      );
      expect(invented, `${line.sku} invented numbers`).toEqual([]);
      expect(line.after.score).toBeGreaterThanOrEqual(line.before.score);
    }
  }, 180_000);

  it('writes JSON Lines to stdout without --out', async () => {
    const run = await cli(['rewrite', fixture('listings-windows-1252.csv')]);
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.sku, l.before.title])).toEqual([
      ['W1252-1', 'Café Crème Kaffeebecher aus Porzellan'],
      ['W1252-2', 'Straßenschuhe für Kinder, Größe 30'],
    ]);
  });

  it('exits 2 when the offline engine is asked to translate, and 1 on an incomplete LLM configuration', async () => {
    const translate = await cli(['rewrite', fixture('listings-windows-1252.csv'), '--language', 'de']);
    expect(translate.code).toBe(2);
    expect(translate.stderr).toContain('needs an AI provider (set LLM_PROVIDER)');
    const language = await cli(['rewrite', fixture('listings-windows-1252.csv'), '--language', 'jp']);
    expect([language.code, language.stderr.trim()]).toEqual([2, '--language: Language must be one of en, es, de, fr, it']);
    const config = await cli(['rewrite', fixture('listings-windows-1252.csv')], { LLM_PROVIDER: 'openai' });
    expect(config.code).toBe(1);
    expect(config.stderr).toContain('LLM_API_KEY: required for LLM_PROVIDER=openai');
    const bad = await cli(['rewrite', fixture('bad-rows.csv'), '--language', 'en']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Row 4, column "title": the title is empty');
  });
});
