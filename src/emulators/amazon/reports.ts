/**
 * Reports 2021-06-30: GET_MERCHANT_LISTINGS_ALL_DATA as a gzipped TSV, and the JSON analytics
 * reports of analytics-reports.ts (Sales and Traffic, Brand Analytics search performance).
 * Status moves IN_QUEUE → IN_PROGRESS → DONE over polls (and, with the reportProcessingSeconds
 * setting, not before that much Amazon time has passed since the request); document URLs expire after 5 minutes of
 * emulator time, like Amazon's pre-signed S3 URLs.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { findMarketplace } from '#core/marketplaces';
import { imageName } from './sample/attributes.ts';
import { invalidInput, notFound } from './errors.ts';
import { listingStatus, listingTitle } from './item-view.ts';
import { MODEL_FILES } from './models.ts';
import { registerOperation } from './operation.ts';
import { ANALYTICS_REPORTS, buildAnalyticsDocument, decideAnalyticsReport } from './analytics-reports.ts';
import { nowMs, randomToken, type EmulatorState, type Report, type StoredListing } from './state.ts';

export const ALL_LISTINGS_REPORT = 'GET_MERCHANT_LISTINGS_ALL_DATA';
const URL_TTL_MS = 5 * 60 * 1000;

/** Column order from Amazon's inventory reports page. */
export const ALL_LISTINGS_COLUMNS = [
  'item-name',
  'item-description',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'item-is-marketplace',
  'product-id-type',
  'zshop-shipping-fee',
  'item-note',
  'item-condition',
  'zshop-category1',
  'zshop-browse-path',
  'zshop-storefront-feature',
  'asin1',
  'asin2',
  'asin3',
  'will-ship-internationally',
  'expedited-shipping',
  'zshop-boldface',
  'product-id',
  'bid-for-featured-placement',
  'add-delete',
  'pending-quantity',
  'fulfillment-channel',
  'merchant-shipping-group',
  'status',
] as const;

/** Flat files cannot hold tabs or newlines inside a cell. */
function cell(value: unknown): string {
  return String(value ?? '').replace(/[\t\r\n]+/g, ' ');
}

function openDate(ms: number): string {
  // Amazon writes e.g. "2026-01-15 09:30:00 PST"; UTC is used here for determinism.
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function buildAllListingsTsv(state: EmulatorState, listings: StoredListing[]): string {
  const lines = [ALL_LISTINGS_COLUMNS.join('\t')];
  for (const l of listings) {
    const description = l.attributes['product_description']?.[0]?.['value'];
    const main = l.images.find((i) => i.variant === 'MAIN');
    const active = listingStatus(l).includes('BUYABLE');
    const row: Record<(typeof ALL_LISTINGS_COLUMNS)[number], unknown> = {
      'item-name': listingTitle(l) ?? '',
      'item-description': description ?? '',
      'listing-id': `${l.asin.slice(-4)}${String(l.createdAt).slice(-6)}`,
      'seller-sku': l.sku,
      price: l.price.toFixed(2),
      quantity: l.fulfillmentChannel === 'DEFAULT' ? l.quantity : '',
      'open-date': openDate(l.createdAt),
      'image-url': main ? `${state.opts.publicUrl}/images/${imageName(l.asin, main)}` : '',
      'item-is-marketplace': 'y',
      'product-id-type': '1',
      'zshop-shipping-fee': '',
      'item-note': '',
      'item-condition': '11',
      'zshop-category1': '',
      'zshop-browse-path': '',
      'zshop-storefront-feature': '',
      asin1: l.asin,
      asin2: '',
      asin3: '',
      'will-ship-internationally': '',
      'expedited-shipping': '',
      'zshop-boldface': '',
      'product-id': l.asin,
      'bid-for-featured-placement': '',
      'add-delete': '',
      'pending-quantity': '0',
      'fulfillment-channel': l.fulfillmentChannel,
      'merchant-shipping-group': 'Migrated Template',
      status: active ? 'Active' : 'Inactive',
    };
    lines.push(ALL_LISTINGS_COLUMNS.map((c) => cell(row[c])).join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** Advance a report by one poll and produce its document when it reaches DONE. */
function advance(state: EmulatorState, report: Report): void {
  if (report.status === 'DONE' || report.status === 'CANCELLED' || report.status === 'FATAL') return;
  report.polls++;
  const now = nowMs(state);
  const readyAt = report.createdAt + (state.settings.reportProcessingSeconds * 1000) / state.opts.speedFactor;
  if (report.polls < state.settings.reportPollsToDone || now < readyAt) {
    report.status = 'IN_PROGRESS';
    report.processingStartTime ??= now;
    return;
  }
  report.processingStartTime ??= now;
  report.processingEndTime = now;
  report.status = report.outcome;
  if (report.outcome === 'CANCELLED') return;
  const id = `amzn1.spdoc.1.4.na.${randomUUID()}`;
  if (report.outcome === 'FATAL') {
    // Amazon may attach a document explaining the failure.
    state.documents.set(id, {
      id,
      sellerId: report.sellerId,
      content: gzipSync(JSON.stringify({ errorDetails: 'The report could not be generated.' })),
      contentType: 'application/json; charset=UTF-8',
    });
  } else if (ANALYTICS_REPORTS.includes(report.reportType)) {
    const document = buildAnalyticsDocument(state, report) as Record<string, unknown>;
    // Every analytics schema requires the report's specification: without it the document is not Amazon's.
    if (report.malformed) delete document['reportSpecification'];
    const content = gzipSync(Buffer.from(JSON.stringify(document), 'utf8'));
    state.documents.set(id, { id, sellerId: report.sellerId, content, contentType: 'application/json; charset=UTF-8' });
  } else {
    const listings = [...state.listings.ofSeller(report.sellerId)]
      .filter((l) => report.marketplaceIds.includes(l.marketplaceId))
      .sort((a, b) => (a.sku < b.sku ? -1 : 1));
    const tsv = buildAllListingsTsv(state, listings);
    // A flat file without its header row: no column can be found.
    const content = gzipSync(Buffer.from(report.malformed ? tsv.slice(tsv.indexOf('\n') + 1) : tsv, 'utf8'));
    state.documents.set(id, { id, sellerId: report.sellerId, content, contentType: 'text/tab-separated-values; charset=UTF-8' });
  }
  report.reportDocumentId = id;
}

function reportBody(r: Report): Record<string, unknown> {
  return {
    reportId: r.reportId,
    reportType: r.reportType,
    marketplaceIds: r.marketplaceIds,
    createdTime: new Date(r.createdAt).toISOString(),
    processingStatus: r.status,
    ...(r.processingStartTime !== undefined ? { processingStartTime: new Date(r.processingStartTime).toISOString() } : {}),
    ...(r.processingEndTime !== undefined ? { processingEndTime: new Date(r.processingEndTime).toISOString() } : {}),
    ...(r.reportDocumentId ? { reportDocumentId: r.reportDocumentId } : {}),
    ...(r.dataStartTime ? { dataStartTime: `${r.dataStartTime}T00:00:00Z` } : {}),
    ...(r.dataEndTime ? { dataEndTime: `${r.dataEndTime}T23:59:59Z` } : {}),
  };
}

export function registerReportsRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.reports, 'createReport', (ctx) => {
    const body = ctx.body as {
      reportType: string;
      marketplaceIds: string[];
      reportOptions?: Record<string, string>;
      dataStartTime?: string;
      dataEndTime?: string;
    };
    if (!/^GET_[A-Z0-9_]+$/.test(body.reportType))
      return { status: 400, body: invalidInput(`Invalid reportType ${body.reportType}.`) };
    const unknown = body.marketplaceIds.filter((id) => !findMarketplace(id));
    if (unknown.length > 0) return { status: 400, body: invalidInput(`Invalid marketplaceIds: ${unknown.join(', ')}.`) };
    let analytics: Pick<Report, 'reportOptions' | 'dataStartTime' | 'dataEndTime'> = {};
    let natural: Report['outcome'];
    if (ANALYTICS_REPORTS.includes(body.reportType)) {
      const decision = decideAnalyticsReport(state, ctx.sellingPartnerId, body);
      if ('refuse' in decision) return decision.refuse;
      natural = decision.outcome;
      analytics = { reportOptions: decision.reportOptions, dataStartTime: decision.start, dataEndTime: decision.end };
    } else {
      const hasData = [...state.listings.ofSeller(ctx.sellerId)].some((l) => body.marketplaceIds.includes(l.marketplaceId));
      natural = body.reportType !== ALL_LISTINGS_REPORT ? 'FATAL' : hasData ? 'DONE' : 'CANCELLED';
    }
    const next = state.settings.nextReportOutcome;
    const forced = next && (next.reportType ?? body.reportType) === body.reportType ? next.outcome : undefined;
    if (forced) state.settings.nextReportOutcome = undefined;
    const outcome = forced === 'MALFORMED' ? 'DONE' : (forced ?? natural);
    const reportId = String(50_000_000_000 + state.reports.size * 7919 + (nowMs(state) % 7919));
    state.reports.set(reportId, {
      reportId,
      reportType: body.reportType,
      sellerId: ctx.sellerId,
      marketplaceIds: body.marketplaceIds,
      createdAt: nowMs(state),
      polls: 0,
      outcome,
      ...(forced === 'MALFORMED' ? { malformed: true } : {}),
      status: 'IN_QUEUE',
      ...analytics,
    });
    return { status: 202, body: { reportId } };
  });

  registerOperation(app, state, MODEL_FILES.reports, 'getReport', (ctx) => {
    const report = state.reports.get(ctx.params['reportId'] ?? '');
    if (!report || report.sellerId !== ctx.sellerId) return { status: 404, body: notFound('Report not found.') };
    const body = reportBody(report);
    advance(state, report); // this poll sees the previous status; the next one sees the new status
    return { status: 200, body };
  });

  registerOperation(app, state, MODEL_FILES.reports, 'cancelReport', (ctx) => {
    const report = state.reports.get(ctx.params['reportId'] ?? '');
    if (!report || report.sellerId !== ctx.sellerId) return { status: 404, body: notFound('Report not found.') };
    if (report.status !== 'IN_QUEUE') return { status: 400, body: invalidInput('Only reports in IN_QUEUE can be cancelled.') };
    report.status = 'CANCELLED';
    report.outcome = 'CANCELLED';
    return { status: 200 };
  });

  registerOperation(app, state, MODEL_FILES.reports, 'getReportDocument', (ctx) => {
    const doc = state.documents.get(ctx.params['reportDocumentId'] ?? '');
    if (!doc || doc.sellerId !== ctx.sellerId) return { status: 404, body: notFound('Report document not found.') };
    const signature = randomToken(16);
    state.documentUrls.set(signature, { documentId: doc.id, expiresAt: nowMs(state) + URL_TTL_MS });
    const url = `${state.opts.publicUrl}/report-documents/${encodeURIComponent(doc.id)}?X-Amz-Expires=300&X-Amz-Signature=${signature}`;
    return { status: 200, body: { reportDocumentId: doc.id, url, compressionAlgorithm: 'GZIP' } };
  });

  // The pre-signed download; no SP-API auth, S3-style XML errors.
  app.get<{ Params: { id: string }; Querystring: { 'X-Amz-Signature'?: string } }>(
    '/report-documents/:id',
    async (request, reply) => {
      const sig = request.query['X-Amz-Signature'];
      const entry = sig ? state.documentUrls.get(sig) : undefined;
      const doc = state.documents.get(request.params.id);
      reply.header('content-type', 'application/xml');
      if (!entry || !doc || entry.documentId !== doc.id)
        return reply
          .code(403)
          .send('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      if (entry.expiresAt <= nowMs(state))
        return reply
          .code(403)
          .send(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
          );
      // The body is the gzipped file itself (no Content-Encoding), as S3 serves Amazon's reports.
      return reply.header('content-type', doc.contentType).send(doc.content);
    },
  );
}
