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

  it('shows a designed mail in a frame that runs no script and cannot reach the page', () => {
    const html = renderInboxPage([
      {
        id: '1',
        channel: 'email',
        to: 'ann@example.com',
        subject: 'Back in stock',
        text: 'It is back',
        html: '<p>It is <b>back</b><script>alert(1)</script></p>',
        sentAt: '2025-03-01T10:00:00.000Z',
      },
    ]);
    expect(html).toContain(
      '<iframe sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="&#60;p&#62;It is',
    );
    expect(html).not.toContain('<script>');
  });

  it('says when nothing was sent', () => expect(renderInboxPage([])).toContain('Nothing sent yet.'));
});
