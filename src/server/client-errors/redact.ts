/**
 * Client error reports carry URLs and messages the browser wrote, which can hold a reset or
 * verification link's token, an OAuth code or a bearer token. They are logged only after these are
 * masked.
 */
/** A secret's name, alone or inside a longer one (`spapi_oauth_code`, `seller_switch_token`, `newPassword`). */
const SECRET_NAME = String.raw`[\w.-]*?(?:token|code|state|password|passwd|secret|key|auth)[\w.-]*`;
/** `name=value` in a URL, a form body or a message, whatever the value's length. */
const SECRET_PARAM_RE = new RegExp(String.raw`(^|[?&#;,\s])(${SECRET_NAME}=)[^&#\s"']+`, 'gi');
/** `"name": "value"` in JSON the browser echoed (a request body in an error message). */
const SECRET_JSON_RE = new RegExp(String.raw`("${SECRET_NAME}"\s*:\s*")(?:[^"\\]|\\.)*"`, 'gi');
const BEARER_RE = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
/** Long opaque runs (session tokens are 43 base64url characters, hashes 64 hex). */
const OPAQUE_RE = /\b[A-Za-z0-9_-]{32,}\b/g;

export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM_RE, '$1$2[redacted]')
    .replace(SECRET_JSON_RE, '$1[redacted]"')
    .replace(BEARER_RE, '$1 [redacted]')
    .replace(OPAQUE_RE, '[redacted]');
}
