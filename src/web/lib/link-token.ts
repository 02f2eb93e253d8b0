/**
 * One-time tokens of mailed links (reset, verification) and of the seller switch travel in the
 * URL's fragment: the browser never sends it, so no Referer header or access log holds it. An
 * older link with the token in the query has it moved to the fragment by /theme-init.js before
 * anything else loads; the query is still read here in case that script did not run.
 */
export function linkParam(name: string): string | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get(name);
  return fromHash ?? new URLSearchParams(window.location.search).get(name);
}

/** Takes the parameter out of the address bar (fragment and query): it is not for bookmarks or the history. */
export function dropLinkParam(name: string): void {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const search = new URLSearchParams(window.location.search);
  if (!hash.has(name) && !search.has(name)) return;
  hash.delete(name);
  search.delete(name);
  const query = search.toString();
  const fragment = hash.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`,
  );
}
