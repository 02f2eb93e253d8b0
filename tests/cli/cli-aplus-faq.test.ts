import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { numbersNotIn } from '#core/text/sentences';
import { main } from '../../src/cli/main.ts';

type Row = { source_id: string; brand: string | null; title: string; bullets: string[]; description: string | null };
const rows = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'corpus', 'listings.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .slice(0, 12)
  .map((l) => JSON.parse(l) as Row);

function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lp-cli-'));
  const listings = rows.map((r) => ({
    sku: r.source_id,
    asin: r.source_id,
    title: r.title,
    brand: r.brand ?? '',
    bullets: r.bullets,
    description: r.description ?? '',
  }));
  writeFileSync(path.join(dir, 'listings.jsonl'), listings.map((l) => JSON.stringify(l)).join('\n'));
  const asin = rows[0]!.source_id;
  writeFileSync(
    path.join(dir, 'reviews.jsonl'),
    [
      { asin, rating: 5, summary: 'Sturdy', text: 'The chairs feel sturdy and well made.' },
      { asin, rating: 5, text: 'Great quality, very sturdy build.' },
      { asin, rating: 2, text: 'The quality of the fabric is poor.' },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n'),
  );
  const out: string[] = [];
  const err: string[] = [];
  const io = { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), env: {}, cwd: dir };
  return { dir, io, out, err, asin };
}

describe('listingpilot aplus and faq', () => {
  it("aplus writes each listing's modules as JSON Lines, keeping every number as the listing wrote it", async () => {
    const { io, out, dir } = setup();
    expect(await main(['aplus', 'listings.jsonl', '--out', 'aplus.jsonl'], io)).toBe(0);
    expect(out).toEqual([]);
    const lines = readFileSync(path.join(dir, 'aplus.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(rows.length);
    for (const [i, line] of lines.entries()) {
      const r = rows[i]!;
      expect(line.sku).toBe(r.source_id);
      expect(line.modules.length).toBeGreaterThan(0);
      const text = JSON.stringify(line.modules.map((m: { title: string; content: string }) => [m.title, m.content]));
      expect(numbersNotIn(text, [r.brand, r.title, ...r.bullets, r.description].join('\n'))).toEqual([]);
    }
  });

  it("faq answers from the reviews of each listing's ASIN, quoting one", async () => {
    const { io, out, asin } = setup();
    expect(await main(['faq', 'listings.jsonl', '--reviews', 'reviews.jsonl'], io)).toBe(0);
    const lines = out
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const first = lines.find((l) => l.asin === asin);
    expect(first.faqs.length).toBeGreaterThan(0);
    expect(first.faqs[0].answer).toContain(first.faqs[0].quotes[0]);
    expect(lines.filter((l) => l.asin !== asin).every((l) => l.faqs.length === 0)).toBe(true);
  });

  it('faq without --reviews is bad input with a message', async () => {
    const { io, err } = setup();
    expect(await main(['faq', 'listings.jsonl'], io)).toBe(2);
    expect(err.join('')).toContain('--reviews REVIEWS.jsonl is missing');
  });
});
