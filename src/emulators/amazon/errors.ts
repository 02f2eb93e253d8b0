/** Amazon's error bodies (`{errors: [{code, message, details}]}`) in one place, so every route answers them identically. */
export type AmazonError = { code: string; message: string; details?: string };

export function errorList(code: string, message: string, details?: string): { errors: AmazonError[] } {
  return { errors: [details === undefined ? { code, message } : { code, message, details }] };
}

export const UNAUTHORIZED = errorList('Unauthorized', 'Access to requested resource is denied.', '');
export const EXPIRED_TOKEN = errorList(
  'Unauthorized',
  'Access to requested resource is denied.',
  'The access token you provided has expired.',
);
export const QUOTA_EXCEEDED = errorList('QuotaExceeded', 'You exceeded your quota for the requested resource.', '');
export const INTERNAL_FAILURE = errorList('InternalFailure', 'We encountered an internal error. Please try again.', '');

export function invalidInput(message: string, details = ''): { errors: AmazonError[] } {
  return errorList('InvalidInput', message, details);
}

export function notFound(message: string): { errors: AmazonError[] } {
  return errorList('NOT_FOUND', message, '');
}

/** Minimal HTML escaping for every value echoed into the consent page. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=/]/g, (c) => `&#${c.charCodeAt(0)};`);
}
