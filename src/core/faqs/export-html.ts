import { findMarketplace } from '#core/marketplaces';
import type { FaqItem } from './schemas.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON inside <script type="application/ld+json"> must not be able to close the element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The standalone export page ('Product FAQs', the items, a product footer) with schema.org
 * FAQPage data so it can be pasted into a brand store or website. Every text is escaped: reviews
 * and titles are untrusted.
 */
export function buildFaqHtml(product: { title: string; asin: string; marketplaceId?: string }, faqs: readonly FaqItem[]): string {
  // The FAQs are written in the marketplace's language; screen readers and search engines read the page in it.
  const lang = (product.marketplaceId && findMarketplace(product.marketplaceId)?.language) || 'en';
  const items = faqs
    .map(
      (f) =>
        `    <section class="faq">\n      <h2>${escapeHtml(f.question)}</h2>\n      <p>${escapeHtml(f.answer)}</p>\n    </section>`,
    )
    .join('\n');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
  <title>Product FAQs – ${escapeHtml(product.title)}</title>
  <style>
    body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; max-width: 760px; margin: 40px auto; padding: 0 20px; color: #1f2937; line-height: 1.6; }
    h1 { font-size: 1.8rem; border-bottom: 3px solid #4f46e5; padding-bottom: .4rem; }
    .faq { border: 1px solid #e5e7eb; border-radius: 10px; padding: 14px 18px; margin: 14px 0; }
    .faq h2 { font-size: 1.05rem; margin: 0 0 6px; color: #312e81; }
    .faq p { margin: 0; }
    footer { margin-top: 32px; font-size: .85rem; color: #6b7280; border-top: 1px solid #e5e7eb; padding-top: 12px; }
  </style>
  <script type="application/ld+json">${safeJson(jsonLd)}</script>
</head>
<body>
  <h1>Product FAQs</h1>
${items}
  <footer>${escapeHtml(product.title)}${product.asin ? ` · ASIN ${escapeHtml(product.asin)}` : ''}</footer>
</body>
</html>
`;
}
