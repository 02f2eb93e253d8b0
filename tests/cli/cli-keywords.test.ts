import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const fixture = (name: string) => path.join('tests', 'fixtures', 'keywords', name);

/** The CLI's entry point in process, as the binary runs it, with the output captured. */
async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: {},
    cwd: ROOT,
  });
  return { code, stdout, stderr };
}

describe('listingpilot --keywords', () => {
  it('rewrite answers the search terms and where each targeted keyword went', async () => {
    const r = await run(['rewrite', fixture('listings.csv'), '--keywords', fixture('keywords.csv')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const [bowl, mat] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(bowl.after.title).toMatch(/^Harbor Dog Food Bowl /);
    // The targeted keywords' words the copy lacks come first, then the listing's own words, within 249 bytes.
    expect(bowl.after.searchTerms).toMatch(/^puppy camping( |$)/);
    expect(Buffer.byteLength(bowl.after.searchTerms)).toBeLessThanOrEqual(249);
    expect(bowl.keywords).toEqual([
      { keyword: 'dog food bowl', placement: 'title' },
      { keyword: 'waterproof dog bowl', placement: null },
      { keyword: 'puppy bowl', placement: 'description' },
      { keyword: 'camping dog bowl', placement: 'description' },
      { keyword: 'yeti dog bowl', placement: null },
      { keyword: 'pet supplies', placement: null },
    ]);
    expect(bowl.needsConfirmation).toEqual(['waterproof dog bowl', 'yeti dog bowl', 'pet supplies']);
    // Rows naming no ASIN or SKU target every listing of the file.
    expect(mat.keywords.map((k: { keyword: string }) => k.keyword)).toEqual(['kibble mat', 'pet supplies']);
    expect(Buffer.byteLength(mat.after.searchTerms)).toBeLessThanOrEqual(249);
  });

  it('rewrite without --keywords fills the search terms from the listing and answers no keywords', async () => {
    const r = await run(['rewrite', fixture('listings.csv')]);
    const first = JSON.parse(r.stdout.split('\n')[0]!);
    expect(first.after.searchTerms).not.toBe('');
    expect(Buffer.byteLength(first.after.searchTerms)).toBeLessThanOrEqual(249);
    expect(first.keywords).toEqual([]);
  });

  it("score prints each listing's search coverage", async () => {
    const text = await run(['score', fixture('listings.csv'), '--keywords', fixture('keywords.csv')]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^BOWL-1 .*, search coverage \d+%$/m);
    expect(text.stdout).toMatch(/^Mean search coverage \d+%$/m);
    const json = JSON.parse(
      (await run(['score', fixture('listings.csv'), '--keywords', fixture('keywords.csv'), '--json'])).stdout,
    );
    const mat = json.listings.find((l: { sku: string }) => l.sku === 'MAT-1');
    // "kibble mat" is in the bullets (2/3), "pet supplies" is not covered: (2/3 · 600) / 720.
    expect(mat.searchCoverage).toBeCloseTo((600 * (2 / 3)) / 720, 3);
    expect(mat.keywords).toEqual([
      { keyword: 'kibble mat', placement: 'bullets' },
      { keyword: 'pet supplies', placement: null },
    ]);
  });

  it('refuses a bad keyword file with its row errors and processes nothing', async () => {
    const r = await run(['rewrite', fixture('listings.csv'), '--keywords', fixture('bad-keywords.csv')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('bad-keywords.csv: 2 problems, nothing was processed');
    expect(r.stderr).toContain('Row 2, column "volume": "lots" is not a whole number of 0 or more');
  });
});
