/**
 * The call log keeps request URLs for tests, but not the secrets some of them carry: OAuth state
 * and codes on the consent page, tokens and presigned signatures. Values are replaced in place so
 * the rest of the URL stays byte for byte as received.
 */
const SECRET_KEY = /^(state|code|spapi_oauth_code)$|token|secret|signature|password|credential/i;

export const REDACTED = '[redacted]';

export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = safeDecode(eq < 0 ? part : part.slice(0, eq));
      return eq >= 0 && SECRET_KEY.test(key) ? `${part.slice(0, eq)}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}
