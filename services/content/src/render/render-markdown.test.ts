import { describe, expect, it } from 'vitest';
import { plainText, readTimeOf, renderMarkdown } from './render-markdown.ts';

describe('rendering an article', () => {
  it('keeps what an article needs', () => {
    const html = renderMarkdown(
      '## Serving\n\nPour at **16 °C**, see [the guide](https://example.com/g).\n\n- one\n- two',
    );
    expect(html).toContain('<h2>Serving</h2>');
    expect(html).toContain('<strong>16 °C</strong>');
    expect(html).toContain('<a href="https://example.com/g">the guide</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('leaves nothing that runs: scripts, event attributes, javascript: links, frames', () => {
    const html = renderMarkdown(
      [
        'Hello <script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)">click</a>',
        '[also](javascript:alert(4))',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="background:url(x)" onclick="alert(5)">styled</p>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain('styled');
  });

  it('turns a heading one into a heading two, the page having its own title', () =>
    expect(renderMarkdown('# Big')).toBe('<h2>Big</h2>'));

  it('reads plain text for the read time', () => {
    expect(plainText('**Bold** and <b>tags</b>')).toBe('Bold and tags');
    expect(readTimeOf('word '.repeat(660))).toBe(3);
    expect(readTimeOf('short')).toBe(1);
  });
});
