/** What every template gives: the subject, the plain text and the designed HTML of one mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface Layout {
  productName: string;
  /** Paragraphs already escaped (they may hold links). */
  bodyHtml: string;
  /** The unsubscribe link, for messages a customer chose. */
  unsubscribeUrl?: string;
  /** Why they get it, as the footer says it ("you asked for back-in-stock alerts"). */
  reason?: string;
}

/** The mails' one frame: inline styles only (mail clients drop style sheets), no images, no script. */
export function layoutHtml({ productName, bodyHtml, unsubscribeUrl, reason }: Layout): string {
  const footer = unsubscribeUrl
    ? `<p style="color:#57534e;font-size:13px">${escapeHtml(reason ?? '')} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#7f1d1d">Unsubscribe</a> from these messages in one click.</p>`
    : '';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(productName)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f2;font:16px/1.5 Georgia,serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e7e5e4;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;color:#7f1d1d">${escapeHtml(productName)}</p>
${bodyHtml}
${footer}
</div></body></html>`;
}

export const paragraph = (html: string) => `<p style="margin:0 0 12px">${html}</p>`;
export const button = (href: string, label: string) =>
  `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#7f1d1d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The plain text's footer, the same promise as the HTML's. */
export const textFooter = (unsubscribeUrl: string, reason: string) =>
  `\n\n--\n${reason} Unsubscribe in one click: ${unsubscribeUrl}`;
