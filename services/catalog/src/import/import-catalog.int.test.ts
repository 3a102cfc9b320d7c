import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness } from '../testing/catalog-harness.ts';
import { sampleRow } from '../testing/sample-wine.ts';

let h: CatalogHarness;

beforeAll(async () => {
  h = await catalogHarness();
});
afterAll(async () => h.close());

const typesOf = async () => (await h.events()).map((e) => e.type);

describe('importing a bad file', () => {
  it('reports every bad row with its index, line and reason, and imports nothing', async () => {
    const { name: _, ...nameless } = sampleRow(2);
    const text = JSON.stringify(
      {
        wines: [
          sampleRow(1),
          nameless,
          sampleRow(3, { publicPricePence: 1000, memberPricePence: 1200 }),
          sampleRow(1, { slug: 'another-slug' }),
          { ...sampleRow(5), colour: 'red' },
          sampleRow(6, { stockLevel: -4 }),
        ],
        drops: [{ date: '2025-03-11', productIds: ['wine-0001', 'wine-9999'] }],
      },
      null,
      2,
    );
    const outcome = await h.importText(text);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const lines = text.split('\n');
    const lineOf = (productId: string, nth = 0) =>
      lines.findIndex(
        (l, i) =>
          l.includes(`"productId": "${productId}"`) &&
          lines.slice(0, i).filter((x) => x.includes(`"productId": "${productId}"`)).length === nth,
      );
    expect(outcome.problems.map((p) => [p.list, p.index])).toEqual([
      ['wines', 1],
      ['wines', 3],
      ['wines', 4],
    ]);
    expect(outcome.problems[0]).toMatchObject({
      reason: expect.stringMatching(/^name: /),
      line: lineOf('wine-0002'),
    });
    expect(outcome.problems[1]).toMatchObject({
      reason: 'productId wine-0001 is already used by wines[0]',
      line: lineOf('wine-0001', 1),
    });
    expect(outcome.problems[2]?.reason).toMatch(/colour/);
    expect(await typesOf()).toEqual([]);
  });

  it('then reports the rows the deciders refuse, with the same detail, and still imports nothing', async () => {
    const outcome = await h.importRows(
      [
        sampleRow(1),
        sampleRow(3, { publicPricePence: 1000, memberPricePence: 1200 }),
        sampleRow(6, { stockLevel: -4 }),
      ],
      [{ date: '2025-03-11', productIds: ['wine-0001', 'wine-9999'] }],
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        {
          list: 'drops',
          index: 0,
          line: expect.any(Number),
          reason: 'wines not in this file nor listed: wine-9999',
        },
        {
          list: 'wines',
          index: 1,
          line: expect.any(Number),
          reason: 'The member price must not be above the public price',
        },
        {
          list: 'wines',
          index: 2,
          line: expect.any(Number),
          reason: 'Stock must be a whole number of bottles, zero or more',
        },
      ],
    });
    expect(await typesOf()).toEqual([]);
  });
});

describe('importing a good file, then again', () => {
  const wines = [sampleRow(1), sampleRow(2), sampleRow(3)];

  it('lists every wine and schedules the drops', async () => {
    const outcome = await h.importRows(wines, [
      { date: '2025-03-11', productIds: ['wine-0002', 'wine-0001'] },
    ]);
    expect(outcome).toEqual({
      ok: true,
      summary: { events: { WineListed: 3, DropScheduled: 1 }, unchanged: 0 },
    });
  });

  it('emits nothing when nothing changed', async () => {
    const before = (await h.events()).length;
    const outcome = await h.importRows(wines, [
      { date: '2025-03-11', productIds: ['wine-0002', 'wine-0001'] },
    ]);
    expect(outcome).toEqual({ ok: true, summary: { events: {}, unchanged: 4 } });
    expect((await h.events()).length).toBe(before);
  });

  it('emits only a price change for a changed price, and one event per kind of change', async () => {
    const before = (await h.events()).length;
    const outcome = await h.importRows([
      sampleRow(1, { publicPricePence: 2600 }),
      sampleRow(2, { stockLevel: 3, badges: ['LOW_STOCK'] }),
      sampleRow(3),
    ]);
    expect(outcome).toEqual({
      ok: true,
      summary: { events: { WinePriceChanged: 1, WineStockAdjusted: 1, WineDetailsRevised: 1 }, unchanged: 1 },
    });
    const added = (await h.events()).slice(before);
    expect(added.map((e) => [e.streamId, e.type])).toEqual(
      expect.arrayContaining([
        ['catalog/wine/wine-0001', 'WinePriceChanged'],
        ['catalog/wine/wine-0002', 'WineDetailsRevised'],
        ['catalog/wine/wine-0002', 'WineStockAdjusted'],
      ]),
    );
    expect(added.find((e) => e.type === 'WinePriceChanged')?.data).toMatchObject({
      productId: 'wine-0001',
      publicPricePence: 2600,
      memberPricePence: 1950,
    });
  });

  it('refuses a new slug for a listed wine, and a slug another listed wine holds', async () => {
    const outcome = await h.importRows([
      sampleRow(1, { slug: 'renamed' }),
      sampleRow(7, { slug: 'sample-wine-0002' }),
    ]);
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        { index: 0, reason: 'The slug of a listed wine cannot change' },
        { index: 1, reason: 'slug sample-wine-0002 is already used by wine wine-0002' },
      ],
    });
  });
});

describe('npm run catalog:import', () => {
  const run = (file: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'services/catalog/src/import/import-cli.ts', file], {
      env: { ...process.env, DATABASE_URL: h.db.url },
      encoding: 'utf8',
    });
  const dir = mkdtempSync(join(tmpdir(), 'catalog-import-'));

  it('exits 1 listing the bad rows of a bad file', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ wines: [sampleRow(8, { vintage: 1066 })] }, null, 2));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nothing imported; 1 problem(s) in 1 row(s)');
    expect(result.stderr).toMatch(/wines\[0\] \(line 3\): vintage: /);
  });

  it('imports a good file and reports what it wrote', () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, JSON.stringify({ wines: [sampleRow(8)] }));
    const first = run(file);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('imported (1 WineListed; 0 row(s) unchanged)');
    expect(run(file).stdout).toContain('imported (no changes; 1 row(s) unchanged)');
  });
});
