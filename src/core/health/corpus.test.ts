import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { scoreListing } from './index.ts';
import { NOW } from './test-support/build-listing.ts';

type CorpusRow = { source_id: string; brand: string | null; title: string; bullets: string[]; description: string | null };

const rows = readFileSync(new URL('../../../tests/fixtures/corpus/listings.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as CorpusRow);

describe('real corpus (485 ESCI listings)', () => {
  it('loads every listing', () => {
    expect(rows).toHaveLength(485);
  });

  it('scores every listing: integer 0..100, complete issues, no exceptions', () => {
    for (const r of rows) {
      const report = scoreListing(
        {
          marketplaceId: US_MARKETPLACE_ID,
          brand: r.brand,
          title: r.title,
          bullets: r.bullets,
          description: r.description ?? '',
        },
        { now: NOW },
      );
      expect(Number.isInteger(report.score), r.source_id).toBe(true);
      expect(report.score).toBeGreaterThanOrEqual(0);
      expect(report.score).toBeLessThanOrEqual(100);
      for (const issue of report.issues) {
        expect(issue.description.trim(), `${r.source_id} ${issue.ruleId}`).not.toBe('');
        expect(issue.fix.trim()).not.toBe('');
        expect(issue.source).toMatch(/^https?:\/\//);
        expect(Number.isFinite(issue.gain)).toBe(true);
      }
    }
  });

  it('caps listings with errors at 59 and suppression-class errors at 39', () => {
    for (const r of rows) {
      const report = scoreListing(
        {
          marketplaceId: US_MARKETPLACE_ID,
          brand: r.brand,
          title: r.title,
          bullets: r.bullets,
          description: r.description ?? '',
        },
        { now: NOW },
      );
      const errorRules = new Set(report.issues.filter((i) => i.severity === 'error').map((i) => i.ruleId));
      if (errorRules.size > 0) expect(report.score).toBeLessThanOrEqual(59);
      if (errorRules.size >= 3 || r.bullets.length === 0) expect(report.score).toBeLessThanOrEqual(39);
    }
  });
});
