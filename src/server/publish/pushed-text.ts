import type { PushPreview, PushText } from '#core/api/publish';
import type { ComparableText } from '#core/listings/content';
import { healthFields, listingContent, type ListingRow } from '../listings/index.ts';

/** The listing as it will be after the push: fields the request left alone keep their stored value. */
export function afterPush(row: ListingRow, text: PushText): ListingRow {
  return {
    ...row,
    title: text.title,
    bullets: text.bullets,
    description: text.description,
    searchTerms: text.searchTerms ?? row.searchTerms,
  };
}

function scoreOf(row: ListingRow, text: PushText): number {
  return healthFields(listingContent(afterPush(row, text))).healthScore ?? 0;
}

export function storedText(row: Pick<ListingRow, 'title' | 'bullets' | 'description' | 'searchTerms'>): ComparableText {
  return { title: row.title, bullets: row.bullets, description: row.description, searchTerms: row.searchTerms };
}

export function scores(row: ListingRow, text: PushText): Pick<PushPreview, 'scoreBefore' | 'scoreAfter'> {
  return { scoreBefore: row.healthScore, scoreAfter: scoreOf(row, text) };
}
