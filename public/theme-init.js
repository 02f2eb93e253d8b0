(function () {
  // Runs first, before any stylesheet, script or image is requested. A one-time token in the
  // query (a link mailed before tokens moved to the fragment) moves to the fragment, which no
  // request, Referer or access log carries. The pages read it from there (src/web/lib/link-token.ts).
  try {
    var url = new URL(window.location.href);
    var hash = new URLSearchParams(url.hash.slice(1));
    var moved = false;
    ['token', 'seller_switch_token'].forEach(function (name) {
      var value = url.searchParams.get(name);
      if (value === null) return;
      hash.set(name, value);
      url.searchParams.delete(name);
      moved = true;
    });
    if (moved) {
      var search = url.searchParams.toString();
      window.history.replaceState(window.history.state, '', url.pathname + (search ? '?' + search : '') + '#' + hash.toString());
    }
  } catch (e) {}
  // Mirrors initialTheme() in src/web/theme/theme-provider.tsx: saved value, else system preference, else light.
  try {
    var saved = localStorage.getItem('theme');
    var dark =
      saved === 'dark' || saved === 'light' ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (dark) document.documentElement.classList.add('dark');
  } catch (e) {}
})();
