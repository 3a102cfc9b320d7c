import { describe, expect, it } from 'vitest';
import { renderInboxPage } from './dev-inbox-page.ts';

describe('the dev inbox page', () => {
  it('shows each message escaped, with its links clickable', () => {
    const html = renderInboxPage([
      {
        id: '1',
        channel: 'email',
        to: 'ann@example.com',
        subject: 'Your <code>',
        text: 'Code AB23CD45\nLink http://127.0.0.1:5173/auth/magic-link#token=abc',
        sentAt: '2025-03-01T10:00:00.000Z',
      },
    ]);
    expect(html).toContain('Your &#60;code&#62;');
    expect(html).toContain('<a href="http://127.0.0.1:5173/auth/magic-link#token=abc">');
    expect(html).not.toContain('<code>');
  });

  it('says when nothing was sent', () => expect(renderInboxPage([])).toContain('Nothing sent yet.'));
});
