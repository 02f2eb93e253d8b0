import { browserCookie } from '../security/browser-cookie.ts';

/**
 * Holds a random key whose hash is stored with the consent state: a consent link sent to someone
 * else arrives without it and connects nothing (see browserCookie).
 */
export const connectCookie = browserCookie('lp_amazon_connect', '/api/amazon/callback');
