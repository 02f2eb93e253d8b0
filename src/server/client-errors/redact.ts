/**
 * Client error reports carry URLs and messages the browser wrote, which can hold a reset or
 * verification link's token, an OAuth code or a bearer token. They are logged only after these are
 * masked.
 */
const SECRET_PARAM_RE =
  /([?&#;\s](?:token|code|state|password|secret|key|access_token|refresh_token|id_token|auth)=)[^&#\s"']+/gi;
const BEARER_RE = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
/** Long opaque runs (session tokens are 43 base64url characters, hashes 64 hex). */
const OPAQUE_RE = /\b[A-Za-z0-9_-]{32,}\b/g;

export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAM_RE, '$1[redacted]').replace(BEARER_RE, '$1 [redacted]').replace(OPAQUE_RE, '[redacted]');
}
