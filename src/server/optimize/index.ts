/** Optimize: what other features may use. They import it from here, never from the files behind it. */
export { optimizeListing } from './service.ts';
export type { OptimizeDeps } from './service.ts';
