import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type {
  BlogPost,
  GrapeVariety,
  JournalPage,
  WineGuide,
  WineLinks,
  WineRegion,
} from '@wine/contracts/content/content-api';
import type { Marked, SearchResult } from '@wine/contracts/content/search';
import { migrate } from '@wine/platform/db/migrate';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import { type AuthenticatedUser, optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMigrations } from './content-migrations.ts';
import { contentRouter } from './http/content-router.ts';
import { checkContent, formatContentProblem } from './import/check-content.ts';
import type { ContentFile } from './import/content-file.ts';
import { importContent } from './import/import-content.ts';
import { readContentFolder } from './import/read-content-folder.ts';
import { contentProjection } from './projections/content-projection.ts';
import { listing } from './testing/catalog-listing.ts';

// The repo's content folder imported into a real Postgres, the catalog's listings appended as the
// catalog appends them, the read model projected from the log, and the routes answering from it.
// Two extra posts ride along: a draft, and one whose Markdown carries a script.

const CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));
const metadata = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };
let db: TestDatabase;
let store: EventStore;
let projector: PgProjector;
const app = createApp({ name: 'content-test', logger: createLogger('content-test', { level: 'silent' }) });
// Tokens are "member" (signed in) or "guest" (an anonymous session) here.
const verifier = {
  verify: async (token: string): Promise<AuthenticatedUser> => ({
    userId: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
    isAnonymous: token !== 'member',
    sessionId: 's',
  }),
};

const post = (slug: string, front: string, body: string): ContentFile => ({
  path: `posts/${slug}.md`,
  text: `---\nslug: ${slug}\ntitle: "${slug}"\nexcerpt: "An excerpt."\nauthor: { name: "Test", bio: "Writes tests." }\ncategory: "Tests"\ntags: [test]\nfeaturedImage: { url: /journal/glass.svg, alt: "A glass" }\npublishedAt: 2024-01-01\nisFeatured: false\nseoTitle: "${slug}"\nseoDescription: "A test post."\n${front}\n---\n${body}\n`,
});
const draft = post(
  'cellar-secrets-draft',
  'isPublished: false',
  'Zanzibarine is a word only this draft uses.',
);
const scripted = post(
  'a-post-with-a-script',
  'isPublished: true',
  'Before.\n\n<script>window.ran = "script"</script>\n\n<img src="https://x.invalid/y.png" onerror="window.ran = \'onerror\'">\n\n[click](javascript:window.ran=1)\n\nAfter.',
);

async function call<T>(path: string, token?: string): Promise<{ status: number; body: T; text: string }> {
  const response = await app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return {
    status: response.status,
    body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined) as T,
    text,
  };
}

async function project() {
  await waitForVisibleHead(db.pool);
  for (;;) {
    const events = await readAllAfter(db.pool, await projector.checkpoint(STORE_SOURCE), 500);
    if (events.length === 0) return;
    await projector.applyBatch(STORE_SOURCE, events);
  }
}

async function importFiles(files: ContentFile[]) {
  const checked = checkContent(files);
  if (!checked.ok) throw new Error(checked.problems.map(formatContentProblem).join('\n'));
  return importContent(
    { store, clock: () => new Date('2025-03-10T10:00:00.000Z'), metadata },
    checked.pieces,
    checked.paths,
  );
}

const wines = [
  listing('wine-malbec', {
    name: 'Alto Malbec',
    producer: 'Bodega Alta',
    varietal: 'Malbec',
    region: 'Mendoza',
    country: 'Argentina',
    notes: ['plum', 'violet'],
  }),
  listing('wine-albarino', {
    name: 'Pazo Albariño',
    producer: 'Pazo do Mar',
    varietal: 'Albariño',
    region: 'Rías Baixas',
    country: 'Spain',
    notes: ['lime', 'sea spray'],
  }),
  listing('wine-rioja', {
    name: 'Viña Antigua Rioja Reserva',
    producer: 'Bodegas Antiguas',
    varietal: 'Tempranillo, Graciano',
    region: 'Rioja',
    country: 'Spain',
    notes: ['cherry', 'leather'],
  }),
  listing('wine-rioja-joven', {
    name: 'Joven Rioja',
    producer: 'Cosecheros',
    varietal: 'Tempranillo',
    region: 'Rioja',
    country: 'Spain',
    notes: ['strawberry'],
  }),
  listing(
    'wine-pauillac',
    {
      name: 'Grand Vin de Pauillac',
      producer: 'Château Investi',
      varietal: 'Cabernet Sauvignon, Merlot',
      region: 'Bordeaux',
      country: 'France',
      notes: ['cassis', 'cedar'],
    },
    { investment: true },
  ),
  listing('wine-shiraz', {
    name: 'Barossa Shiraz',
    producer: 'Old Block',
    varietal: 'Shiraz',
    region: 'Barossa Valley',
    country: 'Australia',
    notes: ['blackberry'],
  }),
];

beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db.pool, [contentMigrations]);
  store = new EventStore(db.pool);
  projector = new PgProjector(db.pool, contentProjection, { deadLetters: pgDeadLetters(db.pool) });
  await projector.setup();
  for (const data of wines) {
    await store.appendToStream(
      `catalog/wine/${data.productId}`,
      'any',
      [{ type: 'WineListed', data }],
      metadata,
    );
  }
  app.use('*', optionalUser(verifier));
  app.route('/', contentRouter({ pool: db.pool, siteUrl: 'https://shop.example' }));
});
afterAll(() => db?.drop());

describe('importing the content folder', () => {
  it('refuses a folder with bad files, listing every problem, and writes nothing', async () => {
    const files: ContentFile[] = [
      { path: 'grapes/Bad Name.md', text: 'no front matter' },
      { path: 'regions/nowhere.md', text: '---\nname: Nowhere\ncountry: 12\nsummary: ""\n---\nBody' },
      {
        path: 'guides/lost.md',
        text: (await readFile(`${CONTENT}/guides/decanting-wine.md`, 'utf8')).replace(
          'relatedContent: [',
          'relatedContent: [post/no-such-post, ',
        ),
      },
      { path: 'posts/broken.md', text: '---\ntitle: [unclosed\n---\nBody' },
    ];
    const checked = checkContent(files);
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems.map(formatContentProblem);
    expect(problems).toEqual(
      expect.arrayContaining([
        'grapes/Bad Name.md: file name Bad Name: use lower-case words joined by single dashes',
        'grapes/Bad Name.md:1: no front matter: start with --- and YAML fields, end them with ---',
        expect.stringMatching(/^regions\/nowhere\.md:3: country: /),
        expect.stringMatching(/^regions\/nowhere\.md:4: summary: /),
        expect.stringMatching(/^regions\/nowhere\.md: climate: /),
        'guides/lost.md: relatedContent: post/no-such-post is not in the content folder',
        expect.stringMatching(/^posts\/broken\.md:\d+: YAML: /),
      ]),
    );
    expect(problems.length).toBeGreaterThan(8);
    await waitForVisibleHead(db.pool);
    expect(await readAllAfter(db.pool, { txId: '0', position: '0' }, 1000)).toHaveLength(wines.length);
  });

  it('stores every piece as an event, and appends nothing when the same folder comes again', async () => {
    const files = [...(await readContentFolder(CONTENT)), draft, scripted];
    const first = await importFiles(files);
    expect(first).toEqual({
      ok: true,
      events: { BlogPostWritten: 14, GrapeVarietyWritten: 15, WineRegionWritten: 12, WineGuideWritten: 6 },
      unchanged: 0,
    });
    expect(await importFiles(files)).toEqual({ ok: true, events: {}, unchanged: 47 });
    await project();
  });
});

describe('the journal', () => {
  it('leads with the featured post and pages through the rest by date, by category too', async () => {
    const { body } = await call<JournalPage>('/api/journal?limit=5');
    expect(body.featured?.title).toBe('Why Malbec found its home in Mendoza');
    expect(body.total).toBe(12); // 12 published besides the featured one: the draft is not counted
    expect(body.posts.map((p) => p.publishedAt)).toEqual(
      [...body.posts.map((p) => p.publishedAt)].sort().reverse(),
    );
    expect(body.posts.some((p) => p.id === body.featured?.id)).toBe(false);
    const third = await call<JournalPage>('/api/journal?limit=5&offset=10');
    expect(third.body.featured).toBeNull();
    expect(third.body.posts).toHaveLength(2);
    expect(body.categories).toContainEqual({ name: 'Food & wine', count: 3 });
    const food = await call<JournalPage>('/api/journal?category=Food%20%26%20wine');
    expect(food.body.posts.map((p) => p.category)).toEqual(['Food & wine', 'Food & wine', 'Food & wine']);
  });

  it('answers a post with every field of the spec, its Markdown as HTML', async () => {
    const { status, body } = await call<BlogPost>('/api/journal/rioja-reserva-explained');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'rioja-reserva-explained',
      author: { name: 'Ana Ruiz' },
      category: 'Wine basics',
      featuredImage: { url: '/journal/barrel.svg' },
      isPublished: true,
      isFeatured: false,
      readTime: expect.any(Number),
      seoTitle: 'Rioja Reserva, explained',
    });
    expect(body.content).toContain('<table>');
    expect(body.content).toContain('<strong>Rioja Reserva</strong>');
  });

  it('never shows a draft: not by slug, not in the list, not in search, not in the sitemap', async () => {
    expect((await call('/api/journal/cellar-secrets-draft')).status).toBe(404);
    const all = await call<JournalPage>('/api/journal?limit=50');
    expect(all.body.posts.map((p) => p.slug)).not.toContain('cellar-secrets-draft');
    expect((await call<SearchResult>('/api/search?q=zanzibarine')).body.articles).toEqual([]);
    expect((await call('/sitemap.xml')).text).not.toContain('cellar-secrets-draft');
  });

  it('keeps a script in Markdown inert in Chromium', async () => {
    const { body } = await call<BlogPost>('/api/journal/a-post-with-a-script');
    expect(body.content).not.toMatch(/<script|onerror|javascript:/i);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      await page.setContent(`<main>${body.content}</main>`, { waitUntil: 'load' });
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (globalThis as { ran?: unknown }).ran)).toBeUndefined();
      expect(await page.textContent('main')).toContain('After.');
    } finally {
      await browser.close();
    }
  });
});

describe('the learning pages', () => {
  it('lists the wines of a region, learned from the catalog’s events; investment wines only for the signed in', async () => {
    const rioja = await call<WineRegion>('/api/learn/regions/rioja');
    expect(rioja.body.wines.map((w) => w.name).sort()).toEqual(['Joven Rioja', 'Viña Antigua Rioja Reserva']);
    expect(rioja.body).toMatchObject({ country: 'Spain', bestVintages: expect.arrayContaining([2010]) });
    expect((await call<WineRegion>('/api/learn/regions/rias-baixas')).body.wines.map((w) => w.name)).toEqual([
      'Pazo Albariño',
    ]);
    expect((await call<WineRegion>('/api/learn/regions/bordeaux', 'guest')).body.wines).toEqual([]);
    expect(
      (await call<WineRegion>('/api/learn/regions/bordeaux', 'member')).body.wines.map((w) => w.name),
    ).toEqual(['Grand Vin de Pauillac']);
  });

  it('finds a grape by its other names, and a wine page its grape and region pages', async () => {
    expect((await call<GrapeVariety>('/api/learn/grapes/syrah')).body.wines.map((w) => w.name)).toEqual([
      'Barossa Shiraz',
    ]);
    const links = await call<WineLinks>(
      `/api/learn/for-wine?varietal=${encodeURIComponent('Tempranillo, Graciano')}&region=Rioja`,
    );
    expect(links.body).toEqual({
      grapes: [{ kind: 'grape', id: 'tempranillo', title: 'Tempranillo', href: '/learn/grapes/tempranillo' }],
      region: { kind: 'region', id: 'rioja', title: 'Rioja', href: '/learn/regions/rioja' },
    });
    const albarino = await call<WineLinks>(
      `/api/learn/for-wine?varietal=Alvarinho&region=${encodeURIComponent('Rias Baixas')}`,
    );
    expect(albarino.body.grapes[0]?.id).toBe('albarino');
    expect(albarino.body.region?.id).toBe('rias-baixas');
  });

  it('answers a guide step by step, with the storage figures and its related pages', async () => {
    const { body } = await call<WineGuide>('/api/learn/guides/storing-wine-at-home');
    expect(body.difficulty).toBe('Beginner');
    expect(body.steps.map((s) => s.id)).toContain('keep-the-air-moist');
    expect(JSON.stringify(body)).toContain('12–16 °C');
    expect(JSON.stringify(body)).toContain('60–70 %');
    expect(body.related.map((r) => r.href)).toEqual([
      '/learn/guides/serving-temperatures',
      '/journal/investing-in-wine-the-honest-basics',
      '/learn/regions/bordeaux',
    ]);
    expect((await call('/api/learn/guides/no-such-guide')).status).toBe(404);
    expect((await call('/api/learn/guides/Not_An_Id')).status).toBe(400);
  });
});

const plain = (marked: Marked) => marked.map((m) => m.text).join('');
const hits = (marked: Marked) => marked.filter((m) => m.hit).map((m) => m.text);

describe('search', () => {
  it('finds Malbec from "malbek", wine and articles, with the matches marked', async () => {
    const { body } = await call<SearchResult>('/api/search?q=malbek');
    expect(body.searchedFor).toBe('malbec');
    expect(plain(body.wines[0]?.name ?? [])).toBe('Alto Malbec');
    expect(hits(body.wines[0]?.name ?? [])).toEqual(['Malbec']);
    expect(body.articles.map((a) => a.href)).toEqual(
      expect.arrayContaining(['/learn/grapes/malbec', '/journal/why-malbec-found-its-home-in-mendoza']),
    );
    expect(body.articles[0]?.href).toBe('/learn/grapes/malbec');
  });

  it('finds Rías Baixas from "rias baixas", without the accent', async () => {
    const { body } = await call<SearchResult>('/api/search?q=rias%20baixas');
    expect(body.wines.map((w) => plain(w.name))).toEqual(['Pazo Albariño']);
    expect(hits(body.wines[0]?.place ?? [])).toEqual(['Rías', 'Baixas']);
    expect(body.articles[0]?.href).toBe('/learn/regions/rias-baixas');
  });

  it('ranks a Rioja Reserva first for "rioja reserva", and completes a word being typed', async () => {
    const { body } = await call<SearchResult>('/api/search?q=rioja%20reserva');
    expect(plain(body.wines[0]?.name ?? [])).toBe('Viña Antigua Rioja Reserva');
    const typing = await call<SearchResult>('/api/search?q=rioja%20reser');
    expect(plain(typing.body.wines[0]?.name ?? [])).toBe('Viña Antigua Rioja Reserva');
  });

  it('searches producers and tasting notes, and keeps investment wines for the signed in', async () => {
    expect(
      (await call<SearchResult>('/api/search?q=cosecheros')).body.wines.map((w) => plain(w.name)),
    ).toEqual(['Joven Rioja']);
    expect(
      (await call<SearchResult>('/api/search?q=sea%20spray')).body.wines.map((w) => plain(w.name)),
    ).toEqual(['Pazo Albariño']);
    expect((await call<SearchResult>('/api/search?q=pauillac', 'guest')).body.wines).toEqual([]);
    expect((await call<SearchResult>('/api/search?q=pauillac', 'member')).body.wines).toHaveLength(1);
  });

  it('refuses an empty or overlong query with VALIDATION_ERROR', async () => {
    const empty = await call<{ error: { code: string } }>('/api/search?q=');
    expect([empty.status, empty.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await call(`/api/search?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('sitemap.xml', () => {
  it('lists the fixed pages, every published piece and every wine a guest may see', async () => {
    const { status, text } = await call('/sitemap.xml');
    expect(status).toBe(200);
    for (const path of [
      '/journal',
      '/journal/rioja-reserva-explained',
      '/learn/grapes/malbec',
      '/learn/regions/rioja',
      '/learn/guides/storing-wine-at-home',
      `/product/${wines[0]?.slug}`,
    ])
      expect(text).toContain(`<loc>https://shop.example${path}</loc>`);
    expect(text).not.toContain(wines[4]?.slug);
  });
});

describe('replay', () => {
  const dump = async (schema: string) => {
    const pieces = await db.pool.query(
      `SELECT kind, id, slug, published, doc, search::text, created_at, updated_at FROM ${schema}.pieces ORDER BY kind, id`,
    );
    const wineRows = await db.pool.query(`SELECT *, search::text FROM ${schema}.wines ORDER BY product_id`);
    const words = await db.pool.query(`SELECT word FROM ${schema}.lexicon ORDER BY word`);
    return { pieces: pieces.rows, wines: wineRows.rows, words: words.rows.map((r) => r.word) };
  };

  it('builds the same read model again from the log, every event delivered twice', async () => {
    const replay = new PgProjector(db.pool, contentProjection, {
      deadLetters: pgDeadLetters(db.pool),
      schema: 'rm_content_replay',
    });
    await replay.setup();
    const events = await readAllAfter(db.pool, { txId: '0', position: '0' }, 10_000);
    for (let i = 0; i < events.length; i += 7) {
      const batch = events.slice(i, i + 7).flatMap((e) => [e, e]);
      await replay.applyBatch(STORE_SOURCE, batch);
      await replay.applyBatch(STORE_SOURCE, batch);
    }
    const rebuilt = await dump('rm_content_replay');
    expect(rebuilt.pieces).toHaveLength(47);
    expect(rebuilt).toEqual(await dump('rm_content'));
  });
});
