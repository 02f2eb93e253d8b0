/** The upload columns as shown in the upload dialog and docs/file-import.md; one list for both. */
export type ImportColumn = { name: string; required: boolean; description: string };

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'sku', required: true, description: 'Your seller SKU (up to 40 characters); one row per SKU and marketplace' },
  { name: 'title', required: true, description: 'Product title' },
  { name: 'asin', required: false, description: '10-character ASIN, if the product is on Amazon' },
  { name: 'marketplace', required: false, description: 'US, UK, DE, FR, IT or ES; defaults to the marketplace chosen on upload' },
  { name: 'brand', required: false, description: 'Brand name' },
  {
    name: 'bullet1 … bullet10',
    required: false,
    description: 'One bullet point per column (or one "bullets" column, one bullet per line)',
  },
  { name: 'description', required: false, description: 'Product description' },
  { name: 'image_url', required: false, description: 'Main image URL (http or https)' },
];
