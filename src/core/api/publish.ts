import { z } from 'zod';
import { int32 } from './int32.ts';
import { LanguageSchema } from '../languages.ts';
import { CoreTextSchema, ListingTextSchema } from '../listings/content.ts';
import { ListingIdParamsSchema } from './listings.ts';

/** The text fields a push can change, named as the editor names them. */
export const PushFieldSchema = z.enum(['title', 'bullets', 'description', 'searchTerms']);
export type PushField = z.infer<typeof PushFieldSchema>;

/** Bullets travel as a list; a blank entry is dropped, never sent to Amazon. */
export const BulletsSchema = z.array(z.string().max(100_000)).max(100, 'At most 100 bullet points');

/**
 * The listing text a push or a rollback carries. `searchTerms` is the backend search terms
 * (generic_keyword); absent means "leave them as they are".
 */
export const PushTextSchema = ListingTextSchema.partial({ searchTerms: true });
export type PushText = z.infer<typeof PushTextSchema>;

/**
 * POST /api/listings/{id}/update-amazon (`{title, bullets, description, searchTerms?}`, bullets a
 * list). Without `confirm` it only previews; with `confirm` and the preview's `previewId` it sends
 * what that preview validated, and without a `previewId` it validates and sends in one call. `idempotencyKey`: one per confirmed push, so a retry
 * after a lost answer never applies twice. `rollbackOf`: the version being restored, for history.
 */
export const UpdateAmazonRequestSchema = z.object({
  // item_name allows 66,654 characters in Amazon's schemas; longer is refused by Amazon, not by us.
  title: z.string().trim().min(1, 'Title is required').max(100_000),
  bullets: BulletsSchema,
  description: z.string().max(100_000),
  searchTerms: z.string().max(100_000).optional(),
  confirm: z.boolean().optional(),
  idempotencyKey: z.string().trim().min(8, 'idempotencyKey must have at least 8 characters').max(200).optional(),
  rollbackOf: int32('rollbackOf').optional(),
  /** The previewId of the preview being confirmed: confirm then sends the patch it validated, once. */
  previewId: z.string().max(200).optional(),
});
export type UpdateAmazonRequest = z.infer<typeof UpdateAmazonRequestSchema>;

/** One changed field, before → after, each in its own shape: bullets stay a list. */
export const FieldDiffSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('bullets'), before: z.array(z.string()), after: z.array(z.string()) }),
  z.object({ field: z.enum(['title', 'description', 'searchTerms']), before: z.string(), after: z.string() }),
]);
export type FieldDiff = z.infer<typeof FieldDiffSchema>;

/** An issue from patchListingsItem, with the editor field it concerns when Amazon names one. */
export const PushIssueSchema = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.enum(['ERROR', 'WARNING', 'INFO']),
  attributeNames: z.array(z.string()),
  field: PushFieldSchema.nullable(),
});
export type PushIssue = z.infer<typeof PushIssueSchema>;

export const PushPreviewSchema = z.object({
  status: z.literal('PREVIEW'),
  verdict: z.enum(['VALID', 'INVALID']),
  issues: z.array(PushIssueSchema),
  diff: z.array(FieldDiffSchema),
  scoreBefore: z.number().int().nullable(),
  scoreAfter: z.number().int(),
  /**
   * Names the patch this preview validated against the listing's text as it is now (null when
   * INVALID). Confirming with it sends that patch without validating again; if the listing changed
   * since, confirm answers a new preview instead.
   */
  previewId: z.string().nullable(),
});
export type PushPreview = z.infer<typeof PushPreviewSchema>;

export const PushAcceptedSchema = z.object({
  status: z.literal('ACCEPTED'),
  versionId: z.number().int(),
  submissionId: z.string(),
  issues: z.array(PushIssueSchema),
  diff: z.array(FieldDiffSchema),
  scoreBefore: z.number().int().nullable(),
  scoreAfter: z.number().int(),
  /** true when this answer repeats an earlier push with the same idempotency key. */
  replayed: z.boolean(),
});
export type PushAccepted = z.infer<typeof PushAcceptedSchema>;

/** The text equals the listing as stored: nothing is sent to Amazon. Not a failure, a notice. */
export const PushUnchangedSchema = z.object({ status: z.literal('UNCHANGED'), message: z.string() });
export type PushUnchanged = z.infer<typeof PushUnchangedSchema>;

export const UpdateAmazonResponseSchema = z.discriminatedUnion('status', [
  PushPreviewSchema,
  PushAcceptedSchema,
  PushUnchangedSchema,
]);
export type UpdateAmazonResponse = z.infer<typeof UpdateAmazonResponseSchema>;

export const VERSION_KINDS = ['imported', 'ai_draft', 'user_edit', 'pushed', 'rolled_back'] as const;
export const VersionKindSchema = z.enum(VERSION_KINDS);
export type VersionKind = z.infer<typeof VersionKindSchema>;

/** Where a push stands: SENDING/UNKNOWN while its outcome is open, then what the follow-up check found. */
export const SUBMISSION_STATUSES = ['SENDING', 'UNKNOWN', 'ACCEPTED', 'LIVE', 'ISSUES', 'NOT_LIVE'] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

/**
 * GET /api/publish/{id}/versions: newest first. `live`: this version's text was accepted by
 * Amazon (imported from it, pushed or rolled back), so it can be rolled back to; an AI draft never was.
 */
export const ListingVersionSchema = z.object({
  id: z.number().int(),
  kind: VersionKindSchema,
  author: z.string(),
  createdAt: z.string(),
  healthScore: z.number().int().nullable(),
  ...CoreTextSchema.shape,
  /** null: not known for this version (kept before search terms were recorded). */
  searchTerms: z.string().nullable(),
  live: z.boolean(),
  submissionId: z.string().nullable(),
  submissionStatus: SubmissionStatusSchema.nullable(),
});
export type ListingVersion = z.infer<typeof ListingVersionSchema>;
export const ListingVersionsSchema = z.array(ListingVersionSchema);

export const VersionParamsSchema = z.object({
  id: ListingIdParamsSchema.shape.id,
  versionId: z.coerce
    .number({ error: 'Version id must be a number' })
    .int('Version id must be a whole number')
    .positive('Version id must be positive')
    .max(2_147_483_647, 'Version id is too large'),
});

/** POST …/versions/{versionId}/rollback: the preview of re-pushing that version, and its text. */
export const RollbackPreviewSchema = PushPreviewSchema.extend({
  versionId: z.number().int(),
  text: PushTextSchema,
});
export type RollbackPreview = z.infer<typeof RollbackPreviewSchema>;

/** A rollback to the text already on Amazon answers UNCHANGED instead of a preview. */
export const RollbackResponseSchema = z.discriminatedUnion('status', [RollbackPreviewSchema, PushUnchangedSchema]);
export type RollbackResponse = z.infer<typeof RollbackResponseSchema>;

// Batch optimisation (Growth plan and above).

export const MAX_BATCH_LISTINGS = 500;

export const BatchOptimizeRequestSchema = z.object({
  listingIds: z
    .array(int32('listingIds'))
    .min(1, 'Select at least one listing')
    .max(MAX_BATCH_LISTINGS, `At most ${MAX_BATCH_LISTINGS} listings per batch`),
  language: LanguageSchema,
});
export type BatchOptimizeRequest = z.infer<typeof BatchOptimizeRequestSchema>;

export const BATCH_STATUSES = ['queued', 'running', 'done', 'stopped_no_credits', 'failed'] as const;
export const BatchStatusSchema = z.enum(BATCH_STATUSES);
export type BatchStatus = z.infer<typeof BatchStatusSchema>;

export const BatchItemSchema = z.object({
  listingId: z.number().int(),
  status: z.enum(['pending', 'done', 'failed']),
  versionId: z.number().int().nullable(),
  /** The listing's text when the batch started and the AI draft, for the side-by-side review. */
  original: CoreTextSchema.nullable(),
  draft: CoreTextSchema.nullable(),
  scoreBefore: z.number().int().nullable(),
  scoreAfter: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BatchItem = z.infer<typeof BatchItemSchema>;

export const BatchJobSchema = z.object({
  jobId: z.number().int(),
  status: BatchStatusSchema,
  language: LanguageSchema,
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  items: z.array(BatchItemSchema),
});
export type BatchJob = z.infer<typeof BatchJobSchema>;

export const BatchStartResponseSchema = z.object({ jobId: z.number().int(), status: BatchStatusSchema });
export const BatchJobParamsSchema = z.object({
  jobId: z.coerce
    .number({ error: 'jobId must be a number' })
    .int('jobId must be a whole number')
    .positive('jobId must be positive')
    .max(2_147_483_647, 'jobId is too large'),
});
