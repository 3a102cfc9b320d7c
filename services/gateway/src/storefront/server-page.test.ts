import { describe, expect, it } from 'vitest';
import { serverPageHtml } from './server-page.ts';

const shell = '<html><head><title>Cellar Door</title></head><body><div id="root"></div></body></html>';

describe('a server-rendered page', () => {
  it('puts the markup in #root and its data beside it as JSON no catalog text can close', () => {
    const html = serverPageHtml(shell, {
      status: 200,
      html: '<main>Pauillac</main>',
      state: { queries: [{ name: '</script><script>alert(1)</script>' }] },
    });
    expect(html).toContain('<div id="root"><main>Pauillac</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"queries"');
    expect(html).not.toContain('</script><script>alert(1)');
    const state = html.slice(html.indexOf('id="ssr-state">') + 15, html.lastIndexOf('</script>'));
    expect(JSON.parse(state)).toEqual({ queries: [{ name: '</script><script>alert(1)</script>' }] });
  });

  it("moves React's leading image preloads into the head", () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="/media/a.svg?w=640 640w"/>';
    const html = serverPageHtml(shell, { status: 200, html: `${preload}<main>Barolo</main>`, state: {} });
    expect(html).toContain(`${preload}</head>`);
    expect(html).toContain('<div id="root"><main>Barolo</main></div>');
  });

  it("puts a page's own title, description and Open Graph tags in the head, in place of the shell's", () => {
    const withDescription = shell.replace(
      '</title>',
      '</title><meta name="description" content="Good wine."/>',
    );
    const tags =
      '<title>Rioja · Cellar Door</title><meta name="description" content="Tempranillo country."/><meta property="og:title" content="Rioja"/>';
    const html = serverPageHtml(withDescription, {
      status: 200,
      html: `${tags}<main>Rioja</main>`,
      state: {},
    });
    expect(html).toContain(`<head>${tags}</head>`);
    expect(html).not.toContain('Good wine.');
    expect(html).toContain('<div id="root"><main>Rioja</main></div>');
  });
});
