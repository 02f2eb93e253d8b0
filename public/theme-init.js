(function () {
  // Mirrors initialTheme() in src/web/theme/theme-provider.tsx: saved value, else system preference, else light.
  try {
    var saved = localStorage.getItem('theme');
    var dark =
      saved === 'dark' || saved === 'light' ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (dark) document.documentElement.classList.add('dark');
  } catch (e) {}
})();
