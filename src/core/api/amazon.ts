import { z } from 'zod';

export const AmazonConnectionSchema = z.object({
  connected: z.boolean(),
  marketplace: z.string().nullable(),
  marketplaces: z.array(z.string()),
  region: z.enum(['NA', 'EU']).nullable(),
  sellingPartnerId: z.string().nullable(),
  /** ISO date-time or null (shown as 'Never'). */
  lastSynced: z.string().nullable(),
  sync: z
    .object({
      id: z.number().int(),
      status: z.enum(['queued', 'running', 'done', 'failed']),
      total: z.number().int(),
      done: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type AmazonConnection = z.infer<typeof AmazonConnectionSchema>;

export const AuthUrlQuerySchema = z.object({ region: z.enum(['NA', 'EU']).default('NA') });
export const AuthUrlResponseSchema = z.object({ url: z.string() });
