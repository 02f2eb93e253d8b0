/** Security helpers: what other features may use. They import it from here, never from the files behind it. */
export { browserCookie } from './browser-cookie.ts';
export { clientKey } from './client-key.ts';
export type { BrowserCookie } from './browser-cookie.ts';
export { createCipher, type Cipher } from './encryption.ts';
export { hitRateLimitWindow, releaseRateLimit } from './rate-limit.ts';
export { randomToken, sha256 } from './tokens.ts';
export { isLocalClient, isLoopback } from './write-rate-limit.ts';
