import type { AccountExport } from '#core/api/account';
import type { Tier } from '#core/plans/tiers';
import type { Db } from '../db/client.ts';
import { findUserData } from './export-repo.ts';
import type { UserRow } from './repo.ts';

/** The user's data as JSON (GDPR access/portability): no password hash, no Amazon refresh token. */
export async function exportAccount(deps: { db: Db; now?: () => Date }, user: UserRow): Promise<AccountExport> {
  const data = await findUserData(deps.db, user.id);
  const connection = data.amazonConnections[0];
  return {
    exportedAt: (deps.now?.() ?? new Date()).toISOString(),
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      tier: user.tier as Tier,
      usageCount: user.usageCount,
      usagePeriodStart: user.usagePeriodStart.toISOString(),
      createdAt: user.createdAt.toISOString(),
      hasPassword: user.passwordHash !== null,
    },
    identities: data.identities.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    amazonConnection: connection
      ? {
          ...connection,
          lastSynced: connection.lastSynced?.toISOString() ?? null,
          createdAt: connection.createdAt.toISOString(),
        }
      : null,
    listings: data.listings,
    listingVersions: data.listingVersions,
    reviews: data.reviews,
    faqs: data.faqs,
    aplusDrafts: data.aplusDrafts,
    syncRuns: data.syncRuns,
    salesInquiries: data.salesInquiries,
  };
}
