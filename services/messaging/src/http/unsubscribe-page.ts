import { escapeHtml } from '../templates/layout.ts';

/** The small pages an unsubscribe link opens: plain HTML, no script, the shop's colours. */
export function unsubscribePage(productName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(productName)}</title>
<style>
  body { font: 16px/1.5 Georgia, serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem; color: #1c1917; background: #faf7f2; }
  h1 { color: #7f1d1d; font-size: 1.5rem; }
  button { font: inherit; background: #7f1d1d; color: #fff; border: 0; border-radius: 6px; padding: 0.6rem 1.2rem; cursor: pointer; }
  a { color: #7f1d1d; }
</style></head>
<body><p>${escapeHtml(productName)}</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
