/**
 * Query values that are credentials or one-time codes: OAuth callbacks (Amazon's
 * spapi_oauth_code, Google's code and state), tokens and presigned signatures. They arrive in
 * URLs, which request logs and the Amazon emulator's call log keep as text (pino's `redact` works
 * on paths, not inside a string).
 */
const SECRET_PARAM = /^(state|code|spapi_oauth_code|mws_auth_token)$|token|secret|signature|password|credential/i;

export const REDACTED = '[redacted]';

/** The URL with each secret query value replaced; everything else stays byte for byte as given. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq >= 0 && SECRET_PARAM.test(safeDecode(part.slice(0, eq))) ? `${part.slice(0, eq)}=${REDACTED}` : part;
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
