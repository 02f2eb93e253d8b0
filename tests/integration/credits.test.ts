import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tier } from '../../src/core/plans/tiers.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { spendCredit } from '../../src/server/plans/credits.ts';
import { AppError } from '../../src/server/errors.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

async function userWith(tier: Tier, usageCount: number, periodStart = new Date('2026-11-01T00:00:00Z')) {
  const { user, token } = await registerUser(t.app);
  await t.database.db.update(users).set({ tier, usageCount, usagePeriodStart: periodStart }).where(eq(users.id, user.id));
  return { id: user.id, token };
}

async function usageOf(id: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id));
  return { count: u!.usageCount, period: u!.usagePeriodStart.toISOString().slice(0, 10) };
}

const NOW = new Date('2026-11-22T12:00:00Z');

describe('spendCredit', () => {
  it.each([
    ['free', 0, true],
    ['free', 9, true],
    ['free', 10, false],
    ['free', 11, false],
    ['pro', 99, true],
    ['pro', 100, false],
    ['growth', 499, true],
    ['growth', 500, false],
    ['enterprise', 1_000_000, true],
  ] satisfies [Tier, number, boolean][])('%s with %i used: allowed=%s', async (tier, used, allowed) => {
    const u = await userWith(tier, used);
    const attempt = t.database.db.transaction((tx) => spendCredit(tx, u.id, NOW));
    if (allowed) {
      await attempt;
      expect((await usageOf(u.id)).count).toBe(used + 1);
    } else {
      await expect(attempt).rejects.toMatchObject({ status: 402 });
      expect((await usageOf(u.id)).count).toBe(used);
    }
  });

  it('resets on the plan anniversary day and moves the period', async () => {
    const u = await userWith('free', 10, new Date('2026-10-15T00:00:00Z'));
    await t.database.db.transaction((tx) => spendCredit(tx, u.id, NOW));
    expect(await usageOf(u.id)).toEqual({ count: 1, period: '2026-11-15' });
  });

  it('shows zero used once the month rolled over, before any spend', async () => {
    const u = await userWith('free', 7, new Date('2026-01-01T00:00:00Z'));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(u.token) });
    expect(me.json()).toMatchObject({ usageCount: 0, usageLimit: 10 });
  });

  it('lets exactly one of two parallel spends through when one credit is left', async () => {
    const u = await userWith('free', 9);
    const results = await Promise.allSettled([
      t.database.db.transaction((tx) => spendCredit(tx, u.id, NOW)),
      t.database.db.transaction((tx) => spendCredit(tx, u.id, NOW)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(AppError);
    expect((await usageOf(u.id)).count).toBe(10);
  });

  it('rolls the credit back when the work after it fails', async () => {
    const u = await userWith('free', 3);
    await expect(
      t.database.db.transaction(async (tx) => {
        await spendCredit(tx, u.id, NOW);
        throw new Error('the AI provider failed after the spend');
      }),
    ).rejects.toThrow('the AI provider failed');
    expect((await usageOf(u.id)).count).toBe(3);
  });
});
