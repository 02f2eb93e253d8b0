import { z } from 'zod';
import { AplusModuleSchema } from './modules.ts';
import { AplusSettingsSchema } from './settings.ts';
import { ListingIdParamsSchema } from '../api/listings.ts';

/**
 * A+ endpoint contracts (zod, in src/core like every endpoint's), shared by the server routes and the web fetchers. They live
 * with the A+ domain rather than in core/api because the A+ feature owns them end to end.
 */
/** The listing's id: A+ content belongs to one listing. */
export const AplusIdParamsSchema = ListingIdParamsSchema;

export const AplusFindingSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  source: z.string(),
  moduleIndex: z.number().int().nullable(),
  part: z.enum(['title', 'content', 'imageAlt', 'items']).optional(),
  message: z.string(),
  fix: z.string(),
  match: z.string().optional(),
});

export const APLUS_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const AplusStatusSchema = z.enum(APLUS_STATUSES);
export type AplusStatus = z.infer<typeof AplusStatusSchema>;

export const AplusDraftSchema = z.object({
  listingId: z.number().int(),
  settings: AplusSettingsSchema,
  modules: z.array(AplusModuleSchema),
  findings: z.array(AplusFindingSchema),
  publishable: z.boolean(),
  status: AplusStatusSchema,
  contentReferenceKey: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AplusDraft = z.infer<typeof AplusDraftSchema>;

export const GenerateAplusBodySchema = AplusSettingsSchema;
export const GetAplusResponseSchema = AplusDraftSchema.nullable();

export const SaveAplusModulesBodySchema = z.object({
  modules: z
    .array(AplusModuleSchema, { error: 'modules must be a list of modules' })
    .max(20, 'A draft can hold at most 20 modules'),
});

export const PublishAplusResponseSchema = z.object({
  status: AplusStatusSchema,
  contentReferenceKey: z.string(),
  warnings: z.array(z.string()),
  draft: AplusDraftSchema,
});
export type PublishAplusResponse = z.infer<typeof PublishAplusResponseSchema>;
