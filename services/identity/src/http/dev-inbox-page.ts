import type { InboxMessage } from '../delivery/dev-inbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// Links in a message (magic links) become clickable; everything else is shown as sent.
const withLinks = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+|[a-z][a-z0-9+.-]*:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** GET /dev/inbox.html: the dev inbox for a person, refreshed every few seconds. */
export function renderInboxPage(messages: readonly InboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<li><p class="meta">${escapeHtml(m.sentAt)} · ${m.channel === 'email' ? 'E-mail' : 'SMS'} to
        <strong>${escapeHtml(m.to)}</strong>${m.subject ? ` · ${escapeHtml(m.subject)}` : ''}</p>
        <pre>${withLinks(m.text)}</pre></li>`,
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
  pre { white-space: pre-wrap; margin: 0; font: inherit; }
</style>
</head>
<body>
<h1>Development inbox</h1>
<p>Every e-mail and SMS identity sent, newest first. Development only: never in production.</p>
${messages.length === 0 ? '<p>Nothing sent yet.</p>' : `<ol>${items}</ol>`}
</body>
</html>`;
}
