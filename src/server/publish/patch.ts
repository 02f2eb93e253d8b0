import type { FieldDiff, PushField } from '#core/api/publish';
import { joinBullets } from '#core/listings/content';
import type { PatchOperation } from '../integrations/spapi/index.ts';

/** The text a push works on; bullets as a list, empty lines already dropped. */
export type PushText = { title: string; bullets: string[]; description: string };

/** Amazon attribute of each editor field: item_name, bullet_point, product_description (docs/amazon.md#listing-attributes). */
export const FIELD_ATTRIBUTES: Record<PushField, string> = {
  title: 'item_name',
  bullets: 'bullet_point',
  description: 'product_description',
};

const ATTRIBUTE_FIELDS = new Map<string, PushField>(
  Object.entries(FIELD_ATTRIBUTES).map(([field, attribute]) => [attribute, field as PushField]),
);

export function fieldOfAttribute(attribute: string): PushField | null {
  return ATTRIBUTE_FIELDS.get(attribute) ?? null;
}

/** Editor input → push text: bullets one per line, blank lines dropped, whitespace trimmed. */
export function toPushText(input: { title: string; bullets: string; description: string }): PushText {
  return {
    title: input.title.trim(),
    bullets: input.bullets
      .split(/\r?\n/)
      .map((b) => b.trim())
      .filter((b) => b.length > 0),
    description: input.description.trim(),
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
 * the user cleared every bullet (or the description) is the attribute deleted for this language.
 */
export function buildListingPatch(
  current: PushText,
  next: PushText,
  target: { marketplaceId: string; languageTag: string },
): ListingPatch {
  const tag = (value: string) => ({ value, language_tag: target.languageTag, marketplace_id: target.marketplaceId });
  const selector = { language_tag: target.languageTag, marketplace_id: target.marketplaceId };
  const patches: PatchOperation[] = [];
  const diff: FieldDiff[] = [];

  if (next.title !== current.title.trim()) {
    patches.push({ op: 'replace', path: `/attributes/${FIELD_ATTRIBUTES.title}`, value: [tag(next.title)] });
    diff.push({ field: 'title', before: current.title, after: next.title });
  }
  const currentBullets = current.bullets.map((b) => b.trim()).filter((b) => b.length > 0);
  if (!sameList(currentBullets, next.bullets)) {
    patches.push(
      next.bullets.length > 0
        ? { op: 'replace', path: `/attributes/${FIELD_ATTRIBUTES.bullets}`, value: next.bullets.map(tag) }
        : { op: 'delete', path: `/attributes/${FIELD_ATTRIBUTES.bullets}`, value: [selector] },
    );
    diff.push({ field: 'bullets', before: joinBullets(currentBullets), after: joinBullets(next.bullets) });
  }
  if (next.description !== current.description.trim()) {
    patches.push(
      next.description.length > 0
        ? { op: 'replace', path: `/attributes/${FIELD_ATTRIBUTES.description}`, value: [tag(next.description)] }
        : { op: 'delete', path: `/attributes/${FIELD_ATTRIBUTES.description}`, value: [selector] },
    );
    diff.push({ field: 'description', before: current.description, after: next.description });
  }
  return { patches, diff };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
