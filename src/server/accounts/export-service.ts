import type { AccountExport } from '#core/api/account';
import { byRegion } from '#core/regions';
import type { Db } from '../db/index.ts';
import { findUserData } from './export-repo.ts';
import type { UserRow } from './repo.ts';

/** The user's data as JSON (GDPR access/portability): no password hash, no Amazon refresh token. */
export async function exportAccount(deps: { db: Db; now?: () => Date }, user: UserRow): Promise<AccountExport> {
  const data = await findUserData(deps.db, user.id);
  const connections = data.amazonConnections
    .sort(byRegion)
    .map((c) => ({ ...c, lastSynced: c.lastSynced?.toISOString() ?? null, createdAt: c.createdAt.toISOString() }));
  return {
    exportedAt: (deps.now?.() ?? new Date()).toISOString(),
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      tier: user.tier,
      usageCount: user.usageCount,
      usagePeriodStart: user.usagePeriodStart.toISOString(),
      createdAt: user.createdAt.toISOString(),
      hasPassword: user.passwordHash !== null,
    },
    identities: data.identities.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    amazonConnection: connections[0] ?? null,
    amazonConnections: connections,
    listings: data.listings,
    listingVersions: data.listingVersions,
    reviews: data.reviews,
    faqs: data.faqs,
    aplusDrafts: data.aplusDrafts,
    syncRuns: data.syncRuns,
    salesInquiries: data.salesInquiries,
    alerts: data.alerts,
    keywords: data.keywords,
  };
}
