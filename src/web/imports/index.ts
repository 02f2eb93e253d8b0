/** File import and CSV export for other web features to place (toolbar, empty states). */
export { ImportListingsButton } from './components/import-listings-button.tsx';
export { ExportCsvButton } from './components/export-csv-button.tsx';
