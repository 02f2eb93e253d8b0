import type { FieldDiff, PushField, PushText } from '#core/api/publish';
import { cleanBullets, sameBullets, type CoreText } from '#core/listings/content';
import type { PatchOperation } from '../integrations/spapi/index.ts';

/** Amazon attribute of each editor field: item_name, bullet_point, product_description, generic_keyword (docs/amazon.md#listing-attributes). */
export const FIELD_ATTRIBUTES: Record<PushField, string> = {
  title: 'item_name',
  bullets: 'bullet_point',
  description: 'product_description',
  searchTerms: 'generic_keyword',
};

const ATTRIBUTE_FIELDS = new Map<string, PushField>(
  Object.entries(FIELD_ATTRIBUTES).map(([field, attribute]) => [attribute, field as PushField]),
);

export function fieldOfAttribute(attribute: string): PushField | null {
  return ATTRIBUTE_FIELDS.get(attribute) ?? null;
}

/**
 * Request → push text: the list as sent, each bullet trimmed and blank ones dropped. `searchTerms`
 * undefined: the request left the backend search terms alone, so they are neither compared nor sent.
 */
export function toPushText(input: PushText): PushText {
  const text: PushText = {
    title: input.title.trim(),
    bullets: cleanBullets(input.bullets),
    description: input.description.trim(),
  };
  // Amazon reads search terms as words separated by spaces: line breaks from a textarea are spaces.
  if (input.searchTerms !== undefined) text.searchTerms = input.searchTerms.replace(/\s+/g, ' ').trim();
  return text;
}

export type ListingPatch = { patches: PatchOperation[]; diff: FieldDiff[] };

/** The stored text a push compares against; null search terms (never known) read as empty. */
export type StoredText = CoreText & { searchTerms: string | null };

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
 * for this language.
 */
export function buildListingPatch(
  current: StoredText,
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

  if (next.title !== current.title.trim()) {
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
  if (next.description !== current.description.trim()) single('description', current.description, next.description);
  const currentTerms = (current.searchTerms ?? '').trim();
  if (next.searchTerms !== undefined && next.searchTerms !== currentTerms) single('searchTerms', currentTerms, next.searchTerms);
  return { patches, diff };
}
