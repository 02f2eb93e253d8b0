import type { AplusDraft } from '#core/aplus/api';
import { checkAplusDraft } from '#core/aplus/check';
import type { AplusModule } from '#core/aplus/modules';
import { AplusSettingsSchema, DEFAULT_APLUS_SETTINGS, type AplusSettings } from '#core/aplus/settings';
import type { ListingRow } from '../listings/index.ts';
import type { AplusDraftRow } from './repo.ts';

/** Stored settings are jsonb; anything unreadable falls back to the default settings (DEFAULT_APLUS_SETTINGS in src/core/aplus/settings.ts). */
export function draftSettings(row: Pick<AplusDraftRow, 'settings'>): AplusSettings {
  const parsed = AplusSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : { ...DEFAULT_APLUS_SETTINGS };
}

/** Amazon's A+ rules and the fact check against the listing's own text, as the page runs them. */
export function checkDraft(
  listing: Pick<ListingRow, 'marketplaceId' | 'brand' | 'title' | 'bullets' | 'description'>,
  modules: readonly AplusModule[],
  settings: AplusSettings,
) {
  return checkAplusDraft({
    modules,
    template: settings.template,
    marketplaceId: listing.marketplaceId,
    brand: listing.brand,
    listing: { title: listing.title, bullets: listing.bullets, description: listing.description },
  });
}

/** Every answer carries the findings of the rules as they stand now, never stored ones. */
export function toDraftJson(listing: ListingRow, row: AplusDraftRow): AplusDraft {
  const settings = draftSettings(row);
  const modules = row.modules as AplusModule[];
  const { findings, publishable } = checkDraft(listing, modules, settings);
  return {
    listingId: listing.id,
    settings,
    modules,
    findings,
    publishable,
    status: row.status,
    contentReferenceKey: row.contentReferenceKey,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
