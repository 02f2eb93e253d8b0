import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingContent } from '#core/listings/content';
import { scoreListing } from '#core/health/index';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import { countStaleScores } from '../../src/server/listings/repo.ts';
import { currentPolicyVersion } from '../../src/server/listings/rescore-job.ts';
import { bearer, registerUser, testConfig, type TestApp, useTestApp } from '../helpers/app.ts';
import { waitFor } from '../helpers/wait.ts';

/** A 98-character title: fine under the 2025 200-character policy, too long under the July 2026 75-character one. */
const CONTENT: ListingContent = {
  marketplaceId: 'ATVPDKIKX0DER',
  brand: 'Acme',
  title: 'Acme Stainless Steel Water Bottle with Leak Proof Lid for Hiking Camping and Daily Office Use Blue',
  bullets: [
    'Keeps drinks cold for hours in any weather.',
    'Leak proof lid for bags and backpacks.',
    'Dishwasher safe parts for easy cleaning.',
  ],
  description: 'A sturdy bottle for every day use at work, school and outdoors.',
  isMedia: false,
};

let t: TestApp;
let seller: Awaited<ReturnType<typeof registerUser>>;

useTestApp(async (app) => {
  t = app;
  seller = await registerUser(t.app);
});

describe('re-scoring after a policy change', () => {
  it('a worker that starts with listings scored under an older policy re-scores them in the background', async () => {
    const old = scoreListing(CONTENT, { now: new Date('2026-01-01T00:00:00Z') });
    expect(old.policyVersion).not.toBe(currentPolicyVersion());
    const base = {
      userId: seller.user.id,
      source: 'file' as const,
      marketplaceId: CONTENT.marketplaceId,
      brand: CONTENT.brand,
      title: CONTENT.title,
      bullets: CONTENT.bullets,
      description: CONTENT.description,
    };
    const [stale, unscored] = await t.database.db
      .insert(listings)
      .values([
        { ...base, sku: 'OLD-POLICY', healthScore: old.score, issues: old.issues, policyVersion: old.policyVersion },
        { ...base, sku: 'NEVER-ANALYSED' },
      ])
      .returning();
    const before = (await t.app.inject({ url: `/api/listings/${stale!.id}`, headers: bearer(seller.token) })).json();
    expect(before.issues.map((i: { ruleId: string }) => i.ruleId)).not.toContain('TITLE_LENGTH');

    // A new process (a deploy) finds the stale scores when it becomes ready and queues the job.
    const worker = await buildEmbeddedApp(testConfig({ LOG_LEVEL: 'warn' }), {
      database: t.database,
      webRoot: path.join(t.config.dataDir, 'no-web'),
    });
    await worker.ready();
    try {
      const row = await waitFor(async () => {
        const [r] = await t.database.db.select().from(listings).where(eq(listings.id, stale!.id));
        return r?.policyVersion === currentPolicyVersion() && r;
      });
      expect(row.healthScore).toBe(scoreListing(CONTENT).score);
      expect(row.healthScore).toBeLessThan(old.score);
      expect(row.issues.map((i) => i.ruleId)).toContain('TITLE_LENGTH');
      expect(row.updatedAt).toEqual(stale!.updatedAt);
      // Every process's cached answer follows (the update is announced like any other).
      await waitFor(
        async () =>
          (await t.app.inject({ url: `/api/listings/${stale!.id}`, headers: bearer(seller.token) })).json().healthScore ===
          row.healthScore,
        2000,
      );
      const [untouched] = await t.database.db.select().from(listings).where(eq(listings.id, unscored!.id));
      expect(untouched).toMatchObject({ healthScore: null, policyVersion: null });
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('migration 0023 marks every score stored before the score gradient for a re-score, and no unscored listing', async () => {
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0023_rescore_score_gradient.sql', import.meta.url),
      'utf8',
    );
    const other = await registerUser(t.app);
    const current = scoreListing(CONTENT);
    const base = {
      userId: other.user.id,
      source: 'file' as const,
      marketplaceId: CONTENT.marketplaceId,
      title: CONTENT.title,
      bullets: CONTENT.bullets,
      description: CONTENT.description,
    };
    await t.database.db.insert(listings).values([
      { ...base, sku: 'CLAMPED', healthScore: 59, issues: current.issues, policyVersion: currentPolicyVersion() },
      { ...base, sku: 'NOT-SCORED' },
    ]);
    expect(await countStaleScores(t.database.db, currentPolicyVersion())).toBe(0);
    await t.database.db.execute(sql.raw(migration));
    const rows = await t.database.db.select().from(listings).where(eq(listings.userId, other.user.id));
    expect(rows.find((r) => r.sku === 'CLAMPED')?.policyVersion).not.toBe(currentPolicyVersion());
    expect(rows.find((r) => r.sku === 'NOT-SCORED')?.policyVersion).toBeNull();
    // Every stored score, the first test's included, now waits for the re-score job.
    expect(await countStaleScores(t.database.db, currentPolicyVersion())).toBe(2);
  });
});
