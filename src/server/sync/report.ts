import { downloadReportDocument, parseFlatFile, type SpApiClient, sleep, type Report } from '../integrations/spapi/index.ts';

export const ALL_LISTINGS_REPORT = 'GET_MERCHANT_LISTINGS_ALL_DATA';

export type ReportListing = { sku: string; asin: string };

/** One marketplace per report: some inventory reports accept only one (Amazon's inventory reports page). */
export function requestListingsReport(client: SpApiClient, marketplaceId: string): Promise<string> {
  return client.createReport({ reportType: ALL_LISTINGS_REPORT, marketplaceIds: [marketplaceId] });
}

/**
 * Polls until the report is DONE, CANCELLED (no data) or FATAL, backing off from 2 s to 10 s of
 * Amazon time: reports take minutes, and getReport has its own quota (2/s, burst 15).
 */
export async function waitForReport(
  client: SpApiClient,
  reportId: string,
  opts: { speedFactor: number; signal?: AbortSignal },
): Promise<Report> {
  let delay = 2000;
  for (;;) {
    await sleep(delay / opts.speedFactor, opts.signal);
    const report = await client.getReport(reportId);
    if (report.processingStatus === 'DONE' || report.processingStatus === 'CANCELLED' || report.processingStatus === 'FATAL')
      return report;
    delay = Math.min(10_000, delay * 1.5);
  }
}

/**
 * SKU and ASIN of every listing in the flat file, sorted by SKU (code-point order) so a resumed
 * import walks the same list and its cursor stays valid.
 */
export async function readReportListings(
  client: SpApiClient,
  reportDocumentId: string,
  signal?: AbortSignal,
): Promise<ReportListing[]> {
  const doc = await client.getReportDocument(reportDocumentId);
  const rows = parseFlatFile(await downloadReportDocument(doc, { signal }));
  const bySku = new Map<string, ReportListing>();
  for (const row of rows) {
    const sku = row['seller-sku']?.trim();
    if (sku) bySku.set(sku, { sku, asin: row['asin1']?.trim() ?? '' });
  }
  return [...bySku.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}
