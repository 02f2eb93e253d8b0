/**
 * The frame of an emulator's server-rendered page: no scripts, no external assets. The title and
 * body are HTML, escaped by the caller with its own emulator's rules.
 */
export function htmlPage(page: { titleHtml: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.titleHtml}</title>
<style>${page.style}</style>
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>`;
}
