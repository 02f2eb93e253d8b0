/**
 * One structure renders both bodies of a mail, so the plain-text and HTML versions say the same.
 * Every value is escaped in the HTML body: usernames, addresses and seller ids are user input,
 * and a mail client renders HTML.
 */
export type MailContent = {
  subject: string;
  /** Paragraphs of plain text; each becomes one <p>. */
  paragraphs: string[];
  /** The one link the mail is about, shown as a button and spelled out for text-only clients. */
  action?: { label: string; url: string };
  /** Smaller print after the action (why you got this mail, what to do if it was not you). */
  footer: string[];
};

export type RenderedMail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(c: MailContent): string {
  const parts = [...c.paragraphs];
  if (c.action) parts.push(`${c.action.label}:\n${c.action.url}`);
  parts.push(...c.footer, '-- \nListingPilot');
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(c: MailContent): string {
  if (c.action && !/^https?:\/\//.test(c.action.url)) throw new Error('mail links must be http(s) URLs');
  const paragraphs = c.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, open this address: <a href="${escapeHtml(c.action.url)}">${escapeHtml(c.action.url)}</a></p>`
    : '';
  const footer = c.footer.map((p) => `<p style="margin:0 0 8px;font-size:13px;color:#555555">${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-weight:bold;font-size:18px">ListingPilot</p>
${paragraphs}
${action}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
${footer}
</div>
</body>
</html>
`;
}

/** A moment as people read it in a mail: 2026-11-25 22:30 UTC. */
export function formatMailTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
