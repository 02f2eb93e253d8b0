import { buildFaqHtml } from '#core/faqs/export-html';
import type { FaqItem } from '#core/faqs/schemas';
import { saveBlob } from '../lib/download.ts';

/** The export happens in the browser and downloads product-faqs.html. */
export function downloadFaqHtml(product: { title: string; asin: string; marketplaceId: string }, faqs: FaqItem[]): void {
  saveBlob(new Blob([buildFaqHtml(product, faqs)], { type: 'text/html;charset=utf-8' }), 'product-faqs.html');
}
