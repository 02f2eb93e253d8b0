import type { Listing } from '#core/api/listings';
import type { PushText } from '../publish/index.ts';

/** The editor's fields: bullets one entry per field, search terms as typed. */
export type EditorText = { title: string; bullets: string[]; description: string; searchTerms: string };

export function editorTextOf(listing: Pick<Listing, 'title' | 'bullets' | 'description' | 'searchTerms'>): EditorText {
  return {
    title: listing.title,
    bullets: [...listing.bullets],
    description: listing.description,
    searchTerms: listing.searchTerms ?? '',
  };
}

/** What Save to Amazon sends: the list as it stands; the server drops empty bullets. */
export function pushTextOf(fields: EditorText): PushText {
  return { title: fields.title, bullets: fields.bullets, description: fields.description, searchTerms: fields.searchTerms };
}

export function sameText(a: EditorText, b: EditorText): boolean {
  const clean = (l: readonly string[]) => l.map((x) => x.trim()).filter((x) => x.length > 0);
  const ab = clean(a.bullets);
  const bb = clean(b.bullets);
  return (
    a.title.trim() === b.title.trim() &&
    a.description.trim() === b.description.trim() &&
    a.searchTerms.trim() === b.searchTerms.trim() &&
    ab.length === bb.length &&
    ab.every((x, i) => x === bb[i])
  );
}
