import type { Tier } from '#core/plans/tiers';
import type { AplusModule } from '#core/aplus/modules';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { draftSettings } from './draft-json.ts';
import { allowedImageHosts, fetchAllowedImage, type FetchedImage } from './images.ts';
import * as repo from './repo.ts';
import { getEntitledListing } from './service.ts';

/** The stored draft as a PDF; images only when the draft includes them and their host is allowed. */
export async function getDraftPdf(
  deps: { db: Db; config: Config; fetch?: typeof fetch },
  user: { id: number; tier: Tier },
  listingId: number,
): Promise<Buffer> {
  const listing = await getEntitledListing(deps.db, user, listingId);
  const row = await repo.findDraft(deps.db, listing.id);
  if (!row) throw new AppError('NOT_FOUND', 'Generate A+ content for this listing before downloading it.');
  const modules = row.modules as AplusModule[];
  const hosts = allowedImageHosts(deps.config);
  const cache = new Map<string, Promise<FetchedImage | undefined>>();
  const images = draftSettings(row).includeImages
    ? await Promise.all(
        modules.map((m) => {
          if (!m.imageUrl) return undefined;
          if (!cache.has(m.imageUrl)) cache.set(m.imageUrl, fetchAllowedImage(m.imageUrl, hosts, deps.fetch));
          return cache.get(m.imageUrl);
        }),
      )
    : [];
  // pdfkit and its fonts load on the first download, not at every start (about 0.2 s).
  const { renderAplusPdf } = await import('./pdf.ts');
  return renderAplusPdf({ listingTitle: listing.title, asin: listing.asin, modules, images });
}
