import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet.ts';
import type { StorefrontFile } from './storefront-files.ts';

const link = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">';
const shell = `<html><head><title>Cellar Door</title>${link}</head><body><div id="root"></div></body></html>`;
const sheet = (css: string): Map<string, StorefrontFile> =>
  new Map([['/assets/style-abc.css', { body: Buffer.from(css), type: 'text/css', etag: '"x"' }]]);

describe("the shell's stylesheet", () => {
  it('is inlined in place of its link, allowed by its own hash', () => {
    const css = '.price{color:#7a1f2b}';
    const { html, styleHash } = inlineStylesheet(shell, sheet(css));
    expect(html).toContain(`<title>Cellar Door</title><style>${css}</style></head>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(styleHash).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('stays a link when the sheet could close its element, or is not in the build', () => {
    expect(inlineStylesheet(shell, sheet('a::after{content:"</style><script>"}'))).toEqual({ html: shell });
    expect(inlineStylesheet(shell, new Map())).toEqual({ html: shell });
  });
});
