import { buildFaqHtml } from '#core/faqs/export-html';
import type { FaqItem } from '#core/faqs/schemas';

/** The export happens in the browser and downloads product-faqs.html. */
export function downloadFaqHtml(product: { title: string; asin: string; marketplaceId: string }, faqs: FaqItem[]): void {
  const blob = new Blob([buildFaqHtml(product, faqs)], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'product-faqs.html';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
