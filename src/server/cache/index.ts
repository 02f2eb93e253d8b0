/** The response cache: what other features may use. They import it from here, never from the files behind it. */
export { sendCachedJson } from './cached-json.ts';
