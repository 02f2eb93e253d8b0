import { browserCookie, type BrowserCookie, sha256 } from '../security/index.ts';

/**
 * Holds a random key whose hash is stored with the consent state: a consent link sent to someone
 * else arrives without it and connects nothing (see browserCookie). One cookie per start, named
 * after its state, so two connects started in one browser (two tabs) can both finish.
 */
export function connectCookie(state: string): BrowserCookie {
  return browserCookie(`lp_amazon_connect_${sha256(state).slice(0, 16)}`, '/api/amazon/callback');
}
