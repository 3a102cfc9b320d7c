import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Markdown from the content folder becomes HTML here, and only here, on the server: `marked`
// renders, `sanitize-html` keeps what an article needs and drops the rest (scripts, event
// attributes, javascript: links, iframes, styles). The storefront puts the result in the page
// as it is, so this list is the whole of what an author can put there.
const marked = new Marked({ gfm: true, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A heading one in an article body would compete with the page's own title.
  transformTags: { h1: 'h2', img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }) },
  disallowedTagsMode: 'discard',
};
// `loading` is added by the transform above, after the attribute filter: allow it through.
ALLOWED.allowedAttributes = {
  ...(ALLOWED.allowedAttributes as object),
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
};

/** Safe HTML of a Markdown text: whatever an author wrote, nothing in it runs in a browser. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, ALLOWED).trim();
}

/** Words of the text as a reader reads them, markup aside: for read time and search. */
export function plainText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 220;

/** Minutes to read a text, never under one. */
export const readTimeOf = (text: string): number =>
  Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
