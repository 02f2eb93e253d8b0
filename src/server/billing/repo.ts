import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { salesInquiries, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type SalesInquiryRow = typeof salesInquiries.$inferSelect;

export async function updateUserTier(db: Db, userId: number, tier: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ tier }).where(eq(users.id, userId)).returning();
  return row;
}

export async function insertSalesInquiry(
  db: Db,
  values: { userId: number | null; name: string; email: string; company: string | null; message: string },
): Promise<SalesInquiryRow> {
  const [row] = await db.insert(salesInquiries).values(values).returning();
  return row!;
}
