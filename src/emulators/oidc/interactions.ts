/**
 * The provider's login UI: an account chooser, a 'Use another account' form and Cancel.
 * oidc-provider hands over at /interaction/:uid and takes back the result it is given.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import { chooserPage, errorPage } from './pages.ts';

const MAX_FORM_BYTES = 10_000;

export type InteractionDeps = {
  provider: Provider;
  accounts: AccountStore;
  clientName: string;
  /** Prefix of the provider's paths when it is mounted inside another server ('' otherwise). */
  mountPath?: string;
};

/** Answers the interaction routes; returns false for any other request. */
export async function handleInteraction(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const match = /^\/interaction\/([A-Za-z0-9_-]{1,100})(\/login|\/abort)?$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
  if (!match) return false;
  const action = match[2];
  try {
    if (req.method === 'GET' && !action) {
      const details = await deps.provider.interactionDetails(req, res);
      sendHtml(
        res,
        200,
        chooserPage({
          uid: details.uid,
          clientName: deps.clientName,
          accounts: deps.accounts.list(),
          mountPath: deps.mountPath ?? '',
        }),
      );
      return true;
    }
    if (req.method === 'POST' && action === '/login') {
      await deps.provider.interactionDetails(req, res);
      const form = await readForm(req);
      const account = form.get('sub')
        ? deps.accounts.find(form.get('sub')!)
        : form.get('email')
          ? deps.accounts.upsert({
              email: form.get('email')!,
              name: form.get('name') ?? undefined,
              emailVerified: form.get('email_verified') === 'true',
            })
          : undefined;
      if (!account) {
        sendHtml(res, 400, errorPage('invalid_request', 'Choose an account or enter an email address.'));
        return true;
      }
      // select_account is resolved together with login: choosing is how the user logs in here.
      await deps.provider.interactionFinished(
        req,
        res,
        { select_account: {}, login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (req.method === 'POST' && action === '/abort') {
      await deps.provider.interactionDetails(req, res);
      await deps.provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    sendHtml(res, 405, errorPage('invalid_request', 'Method not allowed.'));
    return true;
  } catch (error) {
    const description = error instanceof Error ? error.message : 'The sign-in session has expired. Start again from the app.';
    sendHtml(res, 400, errorPage('invalid_request', description));
    return true;
  }
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No scripts on these pages; form-action is left open because the provider's redirects
    // after a form post lead to the client's redirect URI on another origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('The form is too large.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
