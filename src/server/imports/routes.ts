import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExportQuerySchema,
  ImportResultSchema,
  MARKETPLACE_CHOICES,
  formatIssue,
  issuePath,
  parseListingsFileInBatches,
  resolveMarketplace,
} from '#core/imports/index';
import { AppError } from '../errors.ts';
import { workSlices } from '../work-slices.ts';
import { exportListingsCsv } from './export-listings.ts';
import { importListings } from './import-listings.ts';
import { readUpload } from './read-upload.ts';

/** Listings from a file and back, so ListingPilot can be tried without connecting Amazon; mounted under /api. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart);

  app.post('/imports', { onRequest: app.authenticate, schema: { response: { 200: ImportResultSchema } } }, async (request) => {
    // Read in batches, with a turn of the event loop for other requests every ~15 ms of work; the
    // reading of the upload counts too, so the decoding that follows it may begin on a turn of its own.
    const slices = workSlices();
    const upload = await readUpload(request);
    const marketplaceInput = upload.fields.marketplace?.trim() || 'US';
    const marketplace = resolveMarketplace(marketplaceInput);
    if (!marketplace) {
      const message = `Unknown marketplace "${marketplaceInput}" (use ${MARKETPLACE_CHOICES})`;
      throw new AppError('VALIDATION', message, { issues: [{ path: 'marketplace', message }] });
    }
    const parsed = await parseListingsFileInBatches(
      upload.bytes,
      { fileName: upload.fileName, marketplaceId: marketplace.id },
      () => slices.pause(),
    );
    if (!parsed.ok) {
      const more =
        parsed.issueCount > parsed.issues.length
          ? ` (${parsed.issueCount} problems in all; the first ${parsed.issues.length} are listed)`
          : '';
      throw new AppError('VALIDATION', `${formatIssue(parsed.issues[0]!)}${more}`, {
        issues: parsed.issues.map((i) => ({ path: issuePath(i), message: formatIssue(i) })),
      });
    }
    return importListings(app.db, request.user.id, parsed);
  });

  app.get(
    '/imports/listings.csv',
    { onRequest: app.authenticate, schema: { querystring: ExportQuerySchema } },
    async (request, reply) => {
      const csv = await exportListingsCsv(app.db, request.user.id, request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${request.query.view === 'archived' ? 'archived-listings' : 'listings'}.csv"`,
          )
          .header('cache-control', 'no-store')
          // The BOM makes Excel open the file as UTF-8 instead of the Windows code page.
          .send(`\uFEFF${csv}`)
      );
    },
  );
};
