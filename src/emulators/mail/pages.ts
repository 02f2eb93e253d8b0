/**
 * The mailbox pages: server-rendered, no scripts. Everything from a mail is escaped; the HTML body
 * is shown in a sandboxed iframe (`srcdoc`, no allow-scripts), so a mail cannot run code on this
 * origin, and its links open in the top window, so a reader can follow them.
 */
import type { StoredMail } from './store.ts';
import { htmlPage } from '../html-page.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#18181b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e4e4e7;vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f5;padding:1rem;border-radius:8px}
iframe{width:100%;height:32rem;border:1px solid #e4e4e7;border-radius:8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.muted{color:#52525b}
`;

function layout(title: string, body: string): string {
  return htmlPage({ titleHtml: `${escapeHtml(title)} - Mail emulator`, style: STYLE, body });
}

export function inboxPage(mails: StoredMail[], base: string): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td><a href="${escapeHtml(`${base}/messages/${m.id}`)}">${escapeHtml(m.subject || '(no subject)')}</a></td><td>${escapeHtml(m.to)}</td><td class="muted">${escapeHtml(m.receivedAt.toISOString())}</td></tr>`,
    )
    .join('\n');
  const body =
    mails.length === 0
      ? '<p>No mail yet. Mail the application sends (verification links, password resets, notices) appears here.</p>'
      : `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Received</th></tr></thead><tbody>
${rows}
</tbody></table>`;
  return layout(
    'Inbox',
    `<h1>Mail emulator</h1>
<p class="muted">Every mail the application sent since it started, newest first. Set SMTP_URL to send real mail instead.</p>
${body}`,
  );
}

export function messagePage(mail: StoredMail, base: string): string {
  const text = mail.text === null ? '<p class="muted">No text part.</p>' : `<pre>${linkify(mail.text)}</pre>`;
  const html =
    mail.html === null
      ? '<p class="muted">No HTML part.</p>'
      : `<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" referrerpolicy="no-referrer" srcdoc="${escapeHtml(withTopTarget(mail.html))}"></iframe>`;
  return layout(
    mail.subject || 'Mail',
    `<p><a href="${escapeHtml(base)}">Back to the inbox</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Date</dt><dd>${escapeHtml(mail.date)}</dd>
<dt>Message id</dt><dd>${escapeHtml(mail.messageId)}</dd>
</dl>
<h2>Text</h2>
${text}
<h2>HTML</h2>
${html}`,
  );
}

export function notFoundPage(message: string): string {
  return layout('Not found', `<h1>Not found</h1><p>${escapeHtml(message)}</p>`);
}

/** http(s) addresses in the text part become links; everything else stays escaped text. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((piece, i) => (i % 2 === 1 ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>` : escapeHtml(piece)))
    .join('');
}

/** Links in the mail open in the top window: a link inside the iframe would load the app in a frame. */
function withTopTarget(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}
