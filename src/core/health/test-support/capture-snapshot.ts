/**
 * Regenerates tests/fixtures/health-snapshot.json: the full report of every snapshot case.
 * Run only when a behaviour change is intended and reviewed:
 *   node --import tsx src/core/health/test-support/capture-snapshot.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scoreListing } from '../index.ts';
import { NOW } from './build-listing.ts';
import { packSnapshot, SNAPSHOT_URL, snapshotCases } from './snapshot-listings.ts';

const reports: Parameters<typeof packSnapshot>[0] = {};
for (const c of snapshotCases()) reports[c.id] = scoreListing(c.listing, { now: NOW });
writeFileSync(fileURLToPath(SNAPSHOT_URL), packSnapshot(reports));
console.log(`health snapshot: ${Object.keys(reports).length} reports → ${fileURLToPath(SNAPSHOT_URL)}`);
