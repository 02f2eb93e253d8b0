/**
 * A+ Content 2020-11-01 (docs/amazon.md#how-the-emulator-mirrors-amazon): the ten operations over in-memory documents.
 * Review is simulated: approval submission moves DRAFT → SUBMITTED, and once the configurable delay
 * has passed on the emulator clock the document reads APPROVED (or REJECTED when it contains the
 * marker word). Bodies are checked against the A+ model by registerOperation like every other route.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asinErrors, describeAsin, registeredBrands, validateDocument } from './aplus-validation.ts';
import type { StoredAplusDocument } from './aplus-state.ts';
import { errorList, invalidInput } from './errors.ts';
import { MODEL_FILES } from './models.ts';
import { queryList, queryString, registerOperation, type OperationContext, type OperationResult } from './operation.ts';
import { nowMs, type EmulatorState } from './state.ts';
import { RATE_LIMITS } from './throttle.ts';

const PAGE_SIZE = 20;

/** The A+ and Uploads models: every A+ operation and createUploadDestinationForResource is 10 rps / burst 10. */
const APLUS_OPERATIONS = [
  'searchContentDocuments',
  'createContentDocument',
  'getContentDocument',
  'updateContentDocument',
  'listContentDocumentAsinRelations',
  'postContentDocumentAsinRelations',
  'validateContentDocumentAsinRelations',
  'searchContentPublishRecords',
  'postContentDocumentApprovalSubmission',
  'postContentDocumentSuspendSubmission',
  'createUploadDestinationForResource',
] as const;

type DocumentBody = StoredAplusDocument['document'];

/** Applies a finished review (the clock may have moved since submission). */
function settle(state: EmulatorState, doc: StoredAplusDocument): StoredAplusDocument {
  if (
    doc.status === 'SUBMITTED' &&
    doc.submittedAt !== undefined &&
    nowMs(state) >= doc.submittedAt + state.aplus.settings.approvalDelayMs
  ) {
    doc.status = doc.pendingOutcome ?? 'APPROVED';
    doc.updatedAt = doc.submittedAt + state.aplus.settings.approvalDelayMs;
  }
  return doc;
}

function findDocument(ctx: OperationContext): StoredAplusDocument | undefined {
  const doc = ctx.state.aplus.documents.get(ctx.params['contentReferenceKey'] ?? '');
  if (!doc || doc.sellerId !== ctx.sellerId || doc.marketplaceId !== queryString(ctx, 'marketplaceId')) return undefined;
  return settle(ctx.state, doc);
}

function notFoundResult(ctx: OperationContext): OperationResult {
  return {
    status: 404,
    body: errorList('NOT_FOUND', `Content document ${ctx.params['contentReferenceKey'] ?? ''} was not found.`),
  };
}

function metadata(doc: StoredAplusDocument) {
  return {
    name: doc.document.name,
    marketplaceId: doc.marketplaceId,
    status: doc.status,
    badgeSet: [doc.document.contentModuleList.length > 5 ? 'PREMIUM' : 'STANDARD'],
    updateTime: new Date(doc.updatedAt).toISOString(),
  };
}

function documentOf(body: unknown): DocumentBody {
  return (body as { contentDocument: DocumentBody }).contentDocument;
}

function page<T>(items: T[], token: string | undefined): { items: T[]; next?: string } {
  const start = token ? Number(Buffer.from(token, 'base64url').toString()) || 0 : 0;
  const slice = items.slice(start, start + PAGE_SIZE);
  return start + PAGE_SIZE < items.length
    ? { items: slice, next: Buffer.from(String(start + PAGE_SIZE)).toString('base64url') }
    : { items: slice };
}

function failed(errors: ReturnType<typeof validateDocument>): OperationResult {
  return { status: 400, body: { errors } };
}

export function registerAplusRoutes(app: FastifyInstance, state: EmulatorState): void {
  for (const op of APLUS_OPERATIONS) RATE_LIMITS[op] = { rate: 10, burst: 10 };
  const m = MODEL_FILES.aplus;

  registerOperation(app, state, m, 'searchContentDocuments', (ctx) => {
    const marketplaceId = queryString(ctx, 'marketplaceId');
    const docs = [...state.aplus.documents.values()]
      .filter((d) => d.sellerId === ctx.sellerId && d.marketplaceId === marketplaceId)
      .map((d) => settle(state, d));
    const p = page(docs, queryString(ctx, 'pageToken'));
    return {
      status: 200,
      body: {
        warnings: [],
        contentMetadataRecords: p.items.map((d) => ({
          contentReferenceKey: d.contentReferenceKey,
          contentMetadata: metadata(d),
        })),
        ...(p.next ? { nextPageToken: p.next } : {}),
      },
    };
  });

  registerOperation(app, state, m, 'createContentDocument', (ctx) => {
    const document = documentOf(ctx.body);
    const errors = validateDocument(state, ctx.sellerId, document);
    if (errors.length > 0) return failed(errors);
    const key = randomUUID();
    state.aplus.documents.set(key, {
      contentReferenceKey: key,
      sellerId: ctx.sellerId,
      marketplaceId: queryString(ctx, 'marketplaceId') ?? '',
      document,
      asins: [],
      status: 'DRAFT',
      updatedAt: nowMs(state),
    });
    return { status: 200, body: { warnings: [], contentReferenceKey: key } };
  });

  registerOperation(app, state, m, 'getContentDocument', (ctx) => {
    const doc = findDocument(ctx);
    if (!doc) return notFoundResult(ctx);
    const included = queryList(ctx, 'includedDataSet');
    return {
      status: 200,
      body: {
        warnings: [],
        contentRecord: {
          contentReferenceKey: doc.contentReferenceKey,
          ...(included.includes('METADATA') ? { contentMetadata: metadata(doc) } : {}),
          ...(included.includes('CONTENTS') ? { contentDocument: doc.document } : {}),
        },
      },
    };
  });

  registerOperation(app, state, m, 'updateContentDocument', (ctx) => {
    const doc = findDocument(ctx);
    if (!doc) return notFoundResult(ctx);
    const document = documentOf(ctx.body);
    const errors = validateDocument(state, ctx.sellerId, document);
    if (errors.length > 0) return failed(errors);
    // Changed content has to go through review again.
    Object.assign(doc, { document, status: 'DRAFT', submittedAt: undefined, pendingOutcome: undefined, updatedAt: nowMs(state) });
    return { status: 200, body: { warnings: [], contentReferenceKey: doc.contentReferenceKey } };
  });

  registerOperation(app, state, m, 'listContentDocumentAsinRelations', (ctx) => {
    const doc = findDocument(ctx);
    if (!doc) return notFoundResult(ctx);
    const filter = queryList(ctx, 'asinSet');
    const withMetadata = queryList(ctx, 'includedDataSet').includes('METADATA');
    const brands = registeredBrands(state, ctx.sellerId);
    const asins = doc.asins.filter((a) => filter.length === 0 || filter.includes(a));
    const p = page(asins, queryString(ctx, 'pageToken'));
    const asinMetadataSet = p.items.map((asin) => {
      if (!withMetadata) return { asin };
      const info = describeAsin(state, ctx.sellerId, asin, brands);
      const badge = info.problem ?? (doc.status === 'APPROVED' ? 'CONTENT_PUBLISHED' : 'CONTENT_NOT_PUBLISHED');
      return {
        asin,
        badgeSet: [badge],
        ...(info.title ? { title: info.title } : {}),
        ...(info.imageUrl ? { imageUrl: info.imageUrl } : {}),
        contentReferenceKeySet: [doc.contentReferenceKey],
      };
    });
    return { status: 200, body: { warnings: [], asinMetadataSet, ...(p.next ? { nextPageToken: p.next } : {}) } };
  });

  registerOperation(app, state, m, 'postContentDocumentAsinRelations', (ctx) => {
    const doc = findDocument(ctx);
    if (!doc) return notFoundResult(ctx);
    const asins = (ctx.body as { asinSet: string[] }).asinSet;
    const errors = asinErrors(state, ctx.sellerId, asins);
    if (errors.length > 0) return failed(errors);
    // Replace semantics: ASINs left out lose this content (postContentDocumentAsinRelations replaces the whole set).
    doc.asins = [...asins];
    doc.updatedAt = nowMs(state);
    return { status: 200, body: { warnings: [] } };
  });

  registerOperation(app, state, m, 'validateContentDocumentAsinRelations', (ctx) => {
    // HTTP 200 means "validation ran"; the content passed only when errors is empty.
    const errors = [
      ...validateDocument(state, ctx.sellerId, documentOf(ctx.body)),
      ...asinErrors(state, ctx.sellerId, queryList(ctx, 'asinSet')),
    ];
    return { status: 200, body: { warnings: [], errors } };
  });

  registerOperation(app, state, m, 'searchContentPublishRecords', (ctx) => {
    const marketplaceId = queryString(ctx, 'marketplaceId');
    const asin = queryString(ctx, 'asin') ?? '';
    const docs = [...state.aplus.documents.values()]
      .map((d) => settle(state, d))
      .filter(
        (d) =>
          d.sellerId === ctx.sellerId && d.marketplaceId === marketplaceId && d.status === 'APPROVED' && d.asins.includes(asin),
      );
    const p = page(docs, queryString(ctx, 'pageToken'));
    const publishRecordList = p.items.map((d) => ({
      marketplaceId: d.marketplaceId,
      locale: d.document.locale,
      asin,
      contentType: d.document.contentType,
      contentReferenceKey: d.contentReferenceKey,
    }));
    return { status: 200, body: { warnings: [], publishRecordList, ...(p.next ? { nextPageToken: p.next } : {}) } };
  });

  registerOperation(app, state, m, 'postContentDocumentApprovalSubmission', (ctx) => {
    const doc = findDocument(ctx);
    if (!doc) return notFoundResult(ctx);
    if (doc.asins.length === 0)
      return {
        status: 400,
        body: invalidInput('The content document has no ASIN relations; relate at least one ASIN before submitting.'),
      };
    const errors = asinErrors(state, ctx.sellerId, doc.asins);
    if (errors.length > 0) return failed(errors);
    const marker = state.aplus.settings.rejectMarker;
    doc.status = 'SUBMITTED';
    doc.submittedAt = nowMs(state);
    doc.pendingOutcome = marker && JSON.stringify(doc.document).includes(marker) ? 'REJECTED' : 'APPROVED';
    doc.updatedAt = doc.submittedAt;
    return { status: 200, body: { warnings: [] } };
  });

  registerOperation(app, state, m, 'postContentDocumentSuspendSubmission', (ctx) => {
    const doc = findDocument(ctx);
    if (!doc) return notFoundResult(ctx);
    Object.assign(doc, { status: 'DRAFT', submittedAt: undefined, pendingOutcome: undefined, updatedAt: nowMs(state) });
    return { status: 200, body: { warnings: [] } };
  });
}
