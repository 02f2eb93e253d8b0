import type { Listing } from '#core/api/listings';
import type { ListingText } from '#core/listings/content';
import type { PushText } from '../publish/index.ts';

/** The editor's fields from a listing: bullets one entry per field, search terms as typed. */
export function editorTextOf(listing: Pick<Listing, 'title' | 'bullets' | 'description' | 'searchTerms'>): ListingText {
  return {
    title: listing.title,
    bullets: [...listing.bullets],
    description: listing.description,
    searchTerms: listing.searchTerms ?? '',
  };
}

/** What Save to Amazon sends: the list as it stands; the server drops empty bullets. */
export function pushTextOf(fields: ListingText): PushText {
  return { title: fields.title, bullets: fields.bullets, description: fields.description, searchTerms: fields.searchTerms };
}
