/**
 * The emulator's own interaction pages. oidc-provider's built-in ones load web fonts that a
 * browser on a closed network cannot reach, so these are plain HTML: no scripts,
 * no external assets, every echoed value escaped.
 */
import type { DemoAccount } from './accounts.ts';
import { htmlPage } from '../html-page.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
h1{font-size:1.4rem;font-weight:500}ul{list-style:none;padding:0}li{margin:.5rem 0}
.account{display:block;width:100%;text-align:left;padding:.75rem 1rem;border:1px solid #c4c7c5;border-radius:8px;background:#fff;cursor:pointer;font-size:1rem}
.account small{display:block;color:#444}fieldset{border:1px solid #c4c7c5;border-radius:8px;margin:1rem 0}
label{display:block;margin:.5rem 0}input[type=email],input[type=text]{width:100%;padding:.4rem;box-sizing:border-box}
button{font-size:1rem;padding:.5rem 1rem;border-radius:8px;border:1px solid #888;cursor:pointer}.error{border:1px solid #b3261e;padding:1rem;border-radius:8px}`;

export function layout(title: string, body: string): string {
  return htmlPage({ titleHtml: `${escapeHtml(title)} - OpenID provider (emulator)`, style: STYLE, body });
}

export function chooserPage(input: { uid: string; clientName: string; accounts: DemoAccount[]; mountPath?: string }): string {
  const action = escapeHtml(`${input.mountPath ?? ''}/interaction/${encodeURIComponent(input.uid)}`);
  const items = input.accounts
    .map(
      (a) => `<li><button class="account" type="submit" name="sub" value="${escapeHtml(a.sub)}">${escapeHtml(a.name)}
<small>${escapeHtml(a.email)} · ${a.emailVerified ? 'email verified' : 'email not verified'}</small></button></li>`,
    )
    .join('\n');
  return layout(
    'Choose an account',
    `<h1>Choose an account</h1>
<p>to continue to ${escapeHtml(input.clientName)}</p>
<form method="post" action="${action}/login">
<ul>
${items}
</ul>
</form>
<form method="post" action="${action}/login">
<fieldset>
<legend>Use another account</legend>
<label>Email <input type="email" name="email" required autocomplete="off"></label>
<label>Name <input type="text" name="name" autocomplete="off"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> Email address is verified</label>
<button type="submit">Continue</button>
</fieldset>
</form>
<form method="post" action="${action}/abort">
<button type="submit">Cancel</button>
</form>`,
  );
}

export function errorPage(error: string, description: string): string {
  return layout(
    'Error',
    `<h1>Something went wrong</h1>
<div class="error" role="alert"><p><strong>${escapeHtml(error)}</strong></p><p>${escapeHtml(description)}</p></div>`,
  );
}
