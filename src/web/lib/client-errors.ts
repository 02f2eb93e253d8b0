import type { ClientErrorReport } from '#core/api/client-errors';

/** Set at build time (vite.config.ts) so a report names the bundle it came from. */
const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';
/** One broken render can throw on every frame: a page load sends a handful of reports at most. */
const MAX_REPORTS = 5;

let sent = 0;
const seen = new Set<string>();

/**
 * Sends a browser failure to the server log. It never throws and never goes through the API
 * client: a report about a failing request must not fail, retry or report itself.
 */
export function reportClientError(kind: ClientErrorReport['kind'], error: unknown): void {
  const { message, stack } = describe(error);
  const key = `${kind}:${message}`;
  if (sent >= MAX_REPORTS || seen.has(key)) return;
  seen.add(key);
  sent++;
  const report: ClientErrorReport = {
    kind,
    route: window.location.pathname.slice(0, 500),
    message: message.slice(0, 2_000),
    stack: stack?.slice(0, 8_000),
    buildId: BUILD_ID.slice(0, 100),
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Reports what no screen caught: errors thrown outside React and promises rejected without a handler. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('unhandledrejection', event.reason));
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}
