import { z } from 'zod';
import { MARKETPLACES } from '../marketplaces.ts';

const MARKETPLACE_IDS = MARKETPLACES.map((m) => m.id) as [string, ...string[]];

/**
 * GET /api/plan/marketplace: the one marketplace the Free plan covers (null before the user has any
 * listing or connection), when it may next be changed (null: now), and the marketplaces the user
 * sells in, to choose from. Paid plans cover every marketplace; the web still shows the choice.
 */
export const PlanMarketplaceSchema = z.object({
  marketplaceId: z.string().nullable(),
  /** ISO date-time from which a change is allowed; null when a change is allowed now. */
  changeableFrom: z.string().nullable(),
  choices: z.array(z.object({ id: z.string(), name: z.string(), country: z.string() })),
});
export type PlanMarketplace = z.infer<typeof PlanMarketplaceSchema>;

/** PUT /api/plan/marketplace: once a month; the first choice is free. */
export const ChangePlanMarketplaceSchema = z.object({
  marketplaceId: z.enum(MARKETPLACE_IDS, { error: 'Choose one of the supported Amazon marketplaces' }),
});
export type ChangePlanMarketplace = z.infer<typeof ChangePlanMarketplaceSchema>;
