import type { FieldDiff, PushField, PushText } from '#core/api/publish';
import { cleanBullets, sameBullets, sameFieldText, type ComparableText } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import type { ItemAttributes, PatchOperation } from './types.ts';

/**
 * The one place that knows how a listing's text is stored in Amazon's attributes, both ways
 * (docs/amazon.md#listing-attributes). Sync, the watch, publish and its read-back go through it,
 * so they agree on which values are "the text" and on what "the same text" means.
 */

/** Amazon attribute of each editor field. */
export const FIELD_ATTRIBUTES: Record<PushField, string> = {
  title: 'item_name',
  bullets: 'bullet_point',
  description: 'product_description',
  searchTerms: 'generic_keyword',
};

const ATTRIBUTE_FIELDS = new Map<string, PushField>(
  Object.entries(FIELD_ATTRIBUTES).map(([field, attribute]) => [attribute, field as PushField]),
);

/** The editor field an attribute named in an Amazon issue belongs to; null for any other attribute. */
export function fieldOfAttribute(attribute: string): PushField | null {
  return ATTRIBUTE_FIELDS.get(attribute) ?? null;
}

/**
 * Non-blank text values of one attribute for a marketplace. Each value carries `marketplace_id` and
 * `language_tag`; either may be absent (a value for every marketplace, or another contributor's
 * override with no language). The rule: values of this marketplace (or of none) in its language or
 * in none; when there are none such, the values of any language, so a listing kept only in another
 * language still reads.
 */
export function attributeValues(attributes: ItemAttributes | undefined, name: string, marketplaceId: string): string[] {
  const languageTag = findMarketplace(marketplaceId)?.languageTag;
  const values = (attributes?.[name] ?? []).filter(
    (v) => v['marketplace_id'] === undefined || v['marketplace_id'] === marketplaceId,
  );
  const ownLanguage = values.filter((v) => v['language_tag'] === undefined || v['language_tag'] === languageTag);
  return (ownLanguage.length > 0 ? ownLanguage : values)
    .map((v) => v['value'])
    .filter((v): v is string => typeof v === 'string' && v.trim().length > 0);
}

/** The listing text of a Listings Items or Catalog Items attribute set, for one marketplace; `searchTerms` null when Amazon has none. */
export function readListingText(attributes: ItemAttributes | undefined, marketplaceId: string): ComparableText {
  const values = (field: PushField) => attributeValues(attributes, FIELD_ATTRIBUTES[field], marketplaceId);
  const keywords = values('searchTerms');
  return {
    title: values('title')[0] ?? '',
    bullets: values('bullets'),
    description: values('description')[0] ?? '',
    searchTerms: keywords.length > 0 ? keywords.join(' ') : null,
  };
}

export type ListingPatch = { patches: PatchOperation[]; diff: FieldDiff[] };

/**
 * Patches for the fields that differ from the listing as stored, and only those: an attribute the
 * user did not change is never sent, so Amazon keeps it byte for byte.
 *
 * Every changed attribute is a `replace` carrying the field's complete value list for this
 * marketplace and language (Amazon replaces the values with the same selectors, marketplace_id and
 * language_tag, and keeps other languages). That makes each patch idempotent: sending it twice, as
 * a retry after a timeout does, leaves Amazon in the same state as sending it once. The bullets sent
 * are the editor's full list, so a bullet the user did not delete is always part of it; only when
 * the user cleared every bullet (or the description, or the search terms) is the attribute deleted
 * for this language. `current.searchTerms` null (never known) reads as empty.
 */
export function buildListingPatch(
  current: ComparableText,
  next: PushText,
  target: { marketplaceId: string; languageTag: string },
): ListingPatch {
  const tag = (value: string) => ({ value, language_tag: target.languageTag, marketplace_id: target.marketplaceId });
  const selector = { language_tag: target.languageTag, marketplace_id: target.marketplaceId };
  const patches: PatchOperation[] = [];
  const diff: FieldDiff[] = [];
  const single = (field: Exclude<PushField, 'bullets'>, before: string, after: string) => {
    const path = `/attributes/${FIELD_ATTRIBUTES[field]}`;
    patches.push(after.length > 0 ? { op: 'replace', path, value: [tag(after)] } : { op: 'delete', path, value: [selector] });
    diff.push({ field, before, after });
  };

  if (!sameFieldText(current.title, next.title)) {
    patches.push({ op: 'replace', path: `/attributes/${FIELD_ATTRIBUTES.title}`, value: [tag(next.title)] });
    diff.push({ field: 'title', before: current.title, after: next.title });
  }
  if (!sameBullets(current.bullets, next.bullets)) {
    patches.push(
      next.bullets.length > 0
        ? { op: 'replace', path: `/attributes/${FIELD_ATTRIBUTES.bullets}`, value: next.bullets.map(tag) }
        : { op: 'delete', path: `/attributes/${FIELD_ATTRIBUTES.bullets}`, value: [selector] },
    );
    diff.push({ field: 'bullets', before: cleanBullets(current.bullets), after: next.bullets });
  }
  if (!sameFieldText(current.description, next.description)) single('description', current.description, next.description);
  const currentTerms = (current.searchTerms ?? '').trim();
  if (next.searchTerms !== undefined && !sameFieldText(currentTerms, next.searchTerms))
    single('searchTerms', currentTerms, next.searchTerms);
  return { patches, diff };
}
