/**
 * What Amazon checks on an A+ document before it accepts it (A+ Content model and guide): locale in
 * hyphen form, at most 7 modules for sellers, the per-field limits of the A+ guide, and images that
 * point at an upload of this seller that actually arrived. Brand eligibility of ASINs lives here too.
 */
import { sellingPartnerOf } from './accounts.ts';
import {
  AMAZON_MODULE_TYPES,
  APLUS_LOCALE_RE,
  findLimitViolations,
  MAX_SELLER_MODULES,
  modulePropertyName,
  type AmazonModuleType,
} from '#core/aplus/amazon-limits';
import { imageName } from './sample/attributes.ts';
import type { AmazonError } from './errors.ts';
import type { EmulatorState } from './state.ts';

type Doc = { name?: unknown; locale?: unknown; contentModuleList?: unknown };

export function validateDocument(state: EmulatorState, sellerId: string, doc: Doc): AmazonError[] {
  const errors: AmazonError[] = [];
  const locale = String(doc.locale ?? '');
  if (!APLUS_LOCALE_RE.test(locale)) {
    errors.push({
      code: 'CONTENT_FAILED_VALIDATION',
      message: `Invalid locale '${locale}': A+ content uses language tags like en-US (a hyphen, not an underscore).`,
      details: 'locale',
    });
  }
  const modules = Array.isArray(doc.contentModuleList) ? (doc.contentModuleList as Record<string, unknown>[]) : [];
  if (modules.length > MAX_SELLER_MODULES) {
    errors.push({
      code: 'CONTENT_FAILED_VALIDATION',
      message: `The document has ${modules.length} modules; at most ${MAX_SELLER_MODULES} are allowed.`,
      details: 'contentModuleList',
    });
  }
  modules.forEach((m, i) => {
    const type = String(m['contentModuleType'] ?? '') as AmazonModuleType;
    if (!AMAZON_MODULE_TYPES.includes(type)) return;
    const body = m[modulePropertyName(type)];
    if (body === undefined) {
      errors.push({
        code: 'CONTENT_FAILED_VALIDATION',
        message: `Module ${i + 1} (${type}) has no ${modulePropertyName(type)} content.`,
        details: `contentModuleList[${i}]`,
      });
      return;
    }
    for (const v of findLimitViolations(type, body)) {
      errors.push({
        code: 'CONTENT_FAILED_VALIDATION',
        message: `Module ${i + 1} (${type}): ${v.label} has ${v.length} characters, the limit is ${v.max}.`,
        details: `contentModuleList[${i}]`,
      });
    }
    for (const id of uploadIds(body)) {
      const upload = state.aplus.uploads.get(id);
      if (!upload || upload.sellerId !== sellerId || upload.uploadedAt === undefined) {
        errors.push({
          code: 'CONTENT_FAILED_VALIDATION',
          message: `Module ${i + 1} (${type}) refers to unknown uploadDestinationId '${id}'.`,
          details: `contentModuleList[${i}]`,
        });
      }
    }
  });
  return errors;
}

function uploadIds(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(uploadIds);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === 'uploadDestinationId' && typeof v === 'string' ? [v] : uploadIds(v)));
}

function brandOf(attributes: Record<string, Record<string, unknown>[]>): string | undefined {
  const v = attributes['brand']?.[0]?.['value'];
  return typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : undefined;
}

/**
 * Brand Registry stand-in: a seller owns the brands on its own listings (plus any registered through
 * the control API). An ASIN is eligible when its catalog brand is one of them.
 */
export function registeredBrands(state: EmulatorState, sellerId: string): Set<string> {
  // Brands are registered (control API) for the seller, whichever copy of it asks (accounts.ts).
  const brands = new Set(state.aplus.settings.extraBrands[sellingPartnerOf(state, sellerId)] ?? []);
  for (const l of state.listings.values()) {
    if (l.sellerId !== sellerId) continue;
    const b = brandOf(l.attributes);
    if (b) brands.add(b);
  }
  return brands;
}

export type AsinInfo = { asin: string; title?: string; imageUrl?: string; problem?: 'CATALOG_NOT_FOUND' | 'BRAND_NOT_ELIGIBLE' };

export function describeAsin(
  state: EmulatorState,
  sellerId: string,
  asin: string,
  brands = registeredBrands(state, sellerId),
): AsinInfo {
  const listing = [...state.listings.ofAsin(asin)].find((l) => l.sellerId === sellerId) ?? [...state.listings.ofAsin(asin)][0];
  if (!listing) return { asin, problem: 'CATALOG_NOT_FOUND' };
  const title = listing.attributes['item_name']?.[0]?.['value'];
  const main = listing.images.find((i) => i.variant === 'MAIN');
  const info: AsinInfo = {
    asin,
    ...(typeof title === 'string' && title ? { title } : {}),
    ...(main ? { imageUrl: `${state.opts.publicUrl}/images/${imageName(asin, main)}` } : {}),
  };
  const brand = brandOf(listing.attributes);
  return brand && brands.has(brand) ? info : { ...info, problem: 'BRAND_NOT_ELIGIBLE' };
}

export function asinErrors(state: EmulatorState, sellerId: string, asins: readonly string[]): AmazonError[] {
  const brands = registeredBrands(state, sellerId);
  return asins.flatMap((asin) => {
    const info = describeAsin(state, sellerId, asin, brands);
    if (info.problem === 'CATALOG_NOT_FOUND')
      return [{ code: 'CATALOG_NOT_FOUND', message: `ASIN ${asin} was not found in the Amazon catalog.`, details: asin }];
    if (info.problem === 'BRAND_NOT_ELIGIBLE')
      return [
        {
          code: 'BRAND_NOT_ELIGIBLE',
          message: `ASIN ${asin} is not part of a brand registered to this selling partner, so A+ content cannot be applied to it.`,
          details: asin,
        },
      ];
    return [];
  });
}
