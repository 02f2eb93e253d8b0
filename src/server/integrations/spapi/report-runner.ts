import type { SpApiClient } from './client.ts';
import { SpApiError } from './errors.ts';
import { sleep } from './rate-limiter.ts';
import { downloadReportDocument } from './report-document.ts';
import { reportSchemaErrors } from './report-schemas.ts';
import type { JsonReportDocuments, JsonReportType } from './report-types.ts';
import type { Report } from './types.ts';

/**
 * Polls until the report is DONE, CANCELLED (no data) or FATAL, backing off from 2 s to 10 s of
 * Amazon time: reports take minutes, and getReport has its own quota (2/s, burst 15). With
 * `deadlineMs` (Amazon time) it gives up and answers undefined: the report is late.
 */
export function waitForReport(
  client: SpApiClient,
  reportId: string,
  opts: { speedFactor: number; signal?: AbortSignal },
): Promise<Report>;
export function waitForReport(
  client: SpApiClient,
  reportId: string,
  opts: { speedFactor: number; signal?: AbortSignal; deadlineMs: number },
): Promise<Report | undefined>;
export async function waitForReport(
  client: SpApiClient,
  reportId: string,
  opts: { speedFactor: number; signal?: AbortSignal; deadlineMs?: number },
): Promise<Report | undefined> {
  let delay = 2000;
  let waited = 0;
  for (;;) {
    if (opts.deadlineMs !== undefined && waited >= opts.deadlineMs) return undefined;
    await sleep(delay / opts.speedFactor, opts.signal);
    waited += delay;
    const report = await client.getReport(reportId);
    if (report.processingStatus === 'DONE' || report.processingStatus === 'CANCELLED' || report.processingStatus === 'FATAL')
      return report;
    delay = Math.min(10_000, delay * 1.5);
  }
}

export type JsonReportRequest<T extends JsonReportType> = {
  reportType: T;
  /** Brand Analytics and Sales and Traffic reports take one marketplace per request. */
  marketplaceId: string;
  reportOptions?: Record<string, string>;
  /** ISO 8601; Brand Analytics periods must match Amazon's week/month/quarter bounds. */
  dataStartTime?: string;
  dataEndTime?: string;
};

/**
 * How a report ended. Only a failure of the call itself (network, 5xx after retries) throws; every
 * answer Amazon gives about the report is an outcome, so a job can keep what it has and say why.
 */
export type JsonReportOutcome<T extends JsonReportType> =
  | { status: 'DONE'; reportId: string; document: JsonReportDocuments[T]; createdTime: string }
  /** Amazon had no data for the request. */
  | { status: 'CANCELLED'; reportId: string; createdTime: string }
  /** Amazon could not produce it; Brand Analytics reports do this with no reason, sometimes for days. */
  | { status: 'FATAL'; reportId: string; reason?: string }
  /** Still not done after the deadline: the caller keeps its last good data and tries again later. */
  | { status: 'LATE'; reportId: string }
  /** The document does not match Amazon's schema: nothing of it is used. */
  | { status: 'INVALID'; reportId: string; errors: string[] }
  /** createReport answered 403: the connection lacks the role the report needs (Brand Analytics). */
  | { status: 'ROLE_MISSING'; message: string };

export type RunReportOptions = {
  speedFactor: number;
  signal?: AbortSignal;
  /** Amazon time to wait for the report before calling it late. Default: 2 hours. */
  deadlineMs?: number;
  /** For the document download only (pre-signed URL, no SP-API headers). */
  fetch?: typeof fetch;
};

const DEFAULT_DEADLINE_MS = 2 * 60 * 60 * 1000;

/**
 * The one way every report job requests, polls, downloads and checks a JSON report. createReport
 * and getReportDocument draw on the shared database token buckets (rates.ts: 0.0167 rps, burst 15
 * per seller and region), so imports, keyword and performance jobs in any process share Amazon's quota.
 */
export async function runJsonReport<T extends JsonReportType>(
  client: SpApiClient,
  request: JsonReportRequest<T>,
  opts: RunReportOptions,
): Promise<JsonReportOutcome<T>> {
  let reportId: string;
  try {
    reportId = await client.createReport({
      reportType: request.reportType,
      marketplaceIds: [request.marketplaceId],
      ...(request.reportOptions ? { reportOptions: request.reportOptions } : {}),
      ...(request.dataStartTime ? { dataStartTime: request.dataStartTime } : {}),
      ...(request.dataEndTime ? { dataEndTime: request.dataEndTime } : {}),
    });
  } catch (error) {
    // An expired token was already refreshed by the transport; a 403 left is a missing role.
    if (error instanceof SpApiError && error.status === 403) return { status: 'ROLE_MISSING', message: error.message };
    throw error;
  }
  const report = await waitForReport(client, reportId, {
    speedFactor: opts.speedFactor,
    signal: opts.signal,
    deadlineMs: opts.deadlineMs ?? DEFAULT_DEADLINE_MS,
  });
  if (!report) return { status: 'LATE', reportId };
  // createdTime is Amazon's clock: callers that reason in Amazon's days (which day is complete) read it.
  if (report.processingStatus === 'CANCELLED') return { status: 'CANCELLED', reportId, createdTime: report.createdTime };
  if (report.processingStatus === 'FATAL' || !report.reportDocumentId)
    return { status: 'FATAL', reportId, reason: await fatalReason(client, report, opts) };

  const doc = await client.getReportDocument(report.reportDocumentId);
  const text = await downloadReportDocument(doc, { fetch: opts.fetch, signal: opts.signal });
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { status: 'INVALID', reportId, errors: ['The report document is not JSON.'] };
  }
  const errors = reportSchemaErrors(request.reportType, document);
  if (errors.length > 0) return { status: 'INVALID', reportId, errors };
  return { status: 'DONE', reportId, document: document as JsonReportDocuments[T], createdTime: report.createdTime };
}

/** A FATAL report may carry a document saying why; best effort, as Amazon often sends none. */
async function fatalReason(client: SpApiClient, report: Report, opts: RunReportOptions): Promise<string | undefined> {
  if (!report.reportDocumentId) return undefined;
  try {
    const doc = await client.getReportDocument(report.reportDocumentId);
    const text = await downloadReportDocument(doc, { fetch: opts.fetch, signal: opts.signal });
    const body = JSON.parse(text) as { errorDetails?: unknown };
    return typeof body.errorDetails === 'string' ? body.errorDetails.slice(0, 500) : undefined;
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    return undefined;
  }
}
