/** The site's fixed pages a search engine should know, beside every wine and piece. */
const FIXED = ['/', '/shop', '/journal', '/learn'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/** sitemaps.org XML for the pages, addresses absolute on the site's origin. */
export function sitemapXml(siteUrl: string, entries: { path: string; updatedAt: string | null }[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = [...FIXED.map((path) => ({ path, updatedAt: null })), ...entries].map(
    ({ path, updatedAt }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
