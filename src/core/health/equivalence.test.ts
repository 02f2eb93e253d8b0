import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreListing } from './index.ts';
import { NOW } from './test-support/build-listing.ts';
import { SNAPSHOT_URL, snapshotCases, unpackSnapshot } from './test-support/snapshot-listings.ts';

/**
 * Behaviour lock: every corpus listing (as imported and as a variant touching every field and
 * policy) must produce exactly the report captured in tests/fixtures/health-snapshot.json.
 * Performance work must not move a single score, issue, message, gain or offset; an intended
 * rule change regenerates the snapshot (test-support/capture-snapshot.ts) and reviews the diff.
 */
describe('health snapshot equivalence (970 reports)', () => {
  const expected = unpackSnapshot(readFileSync(SNAPSHOT_URL, 'utf8'));
  const cases = snapshotCases();

  it('covers every snapshot case', () => {
    expect(cases.map((c) => c.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it('reproduces every report exactly', () => {
    const drift: string[] = [];
    for (const c of cases) {
      const actual = JSON.parse(JSON.stringify(scoreListing(c.listing, { now: NOW }))) as unknown;
      try {
        expect(actual).toStrictEqual(expected[c.id]);
      } catch {
        drift.push(c.id);
      }
    }
    if (drift.length > 0) {
      const first = cases.find((c) => c.id === drift[0])!;
      expect(
        JSON.parse(JSON.stringify(scoreListing(first.listing, { now: NOW }))),
        `${drift.length} drifted, first ${drift[0]}: ${drift.slice(0, 10).join(', ')}`,
      ).toStrictEqual(expected[first.id]);
    }
  });
});
