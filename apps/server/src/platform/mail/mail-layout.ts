/** Escapes text for HTML; every value put into a mail template goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface MailContent {
  /** Paragraphs of plain text; each becomes a <p>. */
  paragraphs: string[];
  /** An optional call to action: a button in HTML, a bare URL in text. */
  action?: { label: string; url: string };
  /** An optional code shown large. */
  code?: string;
}

/** Builds the plain-text and HTML parts of a product e-mail from the same content. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    ...content.paragraphs,
    ...(content.code ? [content.code] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '— Askwise',
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const code = content.code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:0 0 16px">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="background:#1971c2;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#222;max-width:560px;margin:24px auto">
<h2 style="margin:0 0 16px">Askwise</h2>${content.paragraphs.map(p).join('')}${code}${action}<p style="color:#666;font-size:12px">— Askwise</p></body></html>`;
  return { text, html };
}
