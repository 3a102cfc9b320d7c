import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, reactErrors } from './browser.ts';

// The journal, the learning pages and the header's search, on the seeded catalogue and the
// repo's content folder (global-setup imports both), in Chromium.

const base = inject('storefrontUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's HTML as the gateway sends it, before any script runs. */
const firstHtml = async (path: string) =>
  (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).text();
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

async function typeInHeaderSearch(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search wines and articles' });
  await box.fill('');
  await box.pressSequentially(text, { delay: 40 });
  await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
  return box;
}

describe('the journal and learning pages, as a crawler gets them', () => {
  it('carry their own title, description and Open Graph tags in the first HTML', async () => {
    const journal = headOf(await firstHtml('/journal'));
    expect(journal).toContain('<title>Journal · Cellar Door</title>');
    expect(journal).toMatch(/<meta name="description" content="Stories from our buyers/);
    expect(journal).toContain('<meta property="og:title" content="Journal"/>');
    expect(journal.match(/<title>/g)).toHaveLength(1);

    const post = await firstHtml('/journal/rioja-reserva-explained');
    expect(headOf(post)).toContain('<meta property="og:type" content="article"/>');
    expect(headOf(post)).toContain('<meta property="og:image" content="/journal/barrel.svg"/>');
    expect(post).toContain('<h1>Rioja Reserva, explained</h1>');

    const region = await firstHtml('/learn/regions/rioja');
    expect(region).toContain('Rioja Gran Reserva');
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/learn/guides/storing-wine-at-home</loc>');
    expect(sitemap).toContain('/product/bodega-piedra-infinita-malbec-uco-valley-2022</loc>');
  });

  it('answers /search without JavaScript, its results plain links', async () => {
    const html = await firstHtml('/search?q=malbek');
    expect(html).toContain('href="/product/bodega-piedra-infinita-malbec-uco-valley-2022"');
    expect(html).toContain('href="/learn/grapes/malbec"');
    expect(html).toContain('<mark>Malbec</mark>');
  });
});

describe('a reader in Chromium', () => {
  it('searches from the header to a wine, with the keyboard, despite a slip', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = reactErrors(page);
    await page.goto(`${base}/journal`);
    const box = await typeInHeaderSearch(page, 'malbek');
    const wine = page.getByRole('option', { name: /Malbec Uco Valley/ }).first();
    await wine.waitFor();
    expect(await wine.locator('mark').first().textContent()).toBe('Malbec');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await wine.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/product\/bodega-piedra-infinita-malbec-uco-valley-2022/);
    await page.getByRole('heading', { name: 'Malbec Uco Valley', level: 1 }).waitFor();
    // The wine's page links its grape and region.
    await page.getByRole('link', { name: 'The Malbec grape' }).waitFor();
    await page.getByRole('link', { name: 'The Mendoza region' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from the header to a post, without the accents', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await typeInHeaderSearch(page, 'rias baixas');
    await page
      .getByRole('option', { name: /Albariño Rías Baixas/ })
      .first()
      .waitFor();
    await page.getByRole('option', { name: /Albariño and seafood/ }).click();
    await page.waitForURL(/\/journal\/albarino-and-seafood$/);
    await page
      .getByRole('heading', { name: 'Albariño and seafood: a week in Rías Baixas', level: 1 })
      .waitFor();
    expect(await page.title()).toBe('Albariño and seafood: a week in Rías Baixas · Cellar Door');
    await context.close();
  });

  it('reads a guide from the journal, step by step', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = reactErrors(page);
    await page.goto(`${base}/journal`);
    await page.getByRole('link', { name: /Wine guides/ }).click();
    await page.getByRole('link', { name: /Storing wine at home/ }).click();
    await page.getByRole('heading', { name: 'Storing wine at home', level: 1 }).waitFor();
    const steps = page.locator('ol li h2');
    expect(await steps.allTextContents()).toContain('Keep the air moist, not wet');
    const text = await page.locator('main').textContent();
    expect(text).toContain('12–16 °C');
    expect(text).toContain('60–70 %');
    await page.getByRole('link', { name: 'Serving wine at the right temperature' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
