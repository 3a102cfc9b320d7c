import type { InboxMessage } from '../delivery/dev-inbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// Links in a message (magic links) become clickable; everything else is shown as sent.
const withLinks = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+|[a-z][a-z0-9+.-]*:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

// The designed version as a mail client shows it: in a frame that runs no script and cannot
// reach this page (sandbox without allow-same-origin); its links open outside the frame.
const htmlPreview = (html: string) =>
  `<details><summary>HTML version</summary><iframe sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(html)}" title="HTML version"></iframe></details>`;

/** GET /dev/inbox.html: the dev inbox for a person, refreshed every few seconds. */
export function renderInboxPage(messages: readonly InboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<li><p class="meta">${escapeHtml(m.sentAt)} · ${m.channel === 'email' ? 'E-mail' : 'SMS'} to
        <strong>${escapeHtml(m.to)}</strong>${m.subject ? ` · ${escapeHtml(m.subject)}` : ''}</p>
        <pre>${withLinks(m.text)}</pre>${m.html ? htmlPreview(m.html) : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Development inbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1c1917; }
  ol { list-style: none; padding: 0; }
  li { border: 1px solid #d6d3d1; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  .meta { margin: 0 0 0.5rem; color: #57534e; font-size: 0.875rem; }
  iframe { width: 100%; height: 28rem; border: 1px solid #d6d3d1; border-radius: 4px; margin-top: 0.5rem; }
  pre { white-space: pre-wrap; margin: 0; font: inherit; }
</style>
</head>
<body>
<h1>Development inbox</h1>
<p>Every e-mail and SMS sent, newest first. Development only: never in production.
<a href="/dev/message-previews">Preview every kind of customer message</a>.</p>
${messages.length === 0 ? '<p>Nothing sent yet.</p>' : `<ol>${items}</ol>`}
</body>
</html>`;
}
