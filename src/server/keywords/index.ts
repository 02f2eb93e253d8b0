/** Keywords: what other features may use. They import it from here, never from the files behind it. */
export { targetedKeywords } from './service.ts';
