/** For My Listings: drop BatchOptimizeButton into the selection toolbar. */
export { BatchOptimizeButton } from './components/batch-optimize-button.tsx';
export { batchPath } from './api.ts';
