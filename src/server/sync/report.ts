import { downloadReportDocument, parseFlatFile, type SpApiClient } from '../integrations/spapi/index.ts';

export const ALL_LISTINGS_REPORT = 'GET_MERCHANT_LISTINGS_ALL_DATA';

export type ReportListing = { sku: string; asin: string };

/** One marketplace per report: some inventory reports accept only one (Amazon's inventory reports page). */
export function requestListingsReport(client: SpApiClient, marketplaceId: string): Promise<string> {
  return client.createReport({ reportType: ALL_LISTINGS_REPORT, marketplaceIds: [marketplaceId] });
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
