import { describe, expect, it } from 'vitest';
import { sampleRow } from '../testing/sample-wine.ts';
import { checkCatalogFile } from './check-catalog-file.ts';
import { formatProblem } from './import-problem.ts';

const file = (body: unknown) => JSON.stringify(body, null, 2);

describe('checkCatalogFile', () => {
  it('accepts a good file and fills the defaults', () => {
    const { badges: _, ...noBadges } = sampleRow(1);
    const checked = checkCatalogFile(file({ wines: [noBadges, sampleRow(2)] }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.file.wines[0]?.badges).toEqual([]);
    // Issue 28.5: a wine without a guest limit let one guest reserve all of it.
    expect(checked.file.wines.map((w) => w.maxQuantityForGuest)).toEqual([6, 6]);
    expect(checked.file.drops).toEqual([]);
    expect(checked.lines.wines).toEqual([3, 55]);
  });

  it('reports invalid JSON with its line', () => {
    const checked = checkCatalogFile('{\n  "wines": [\n    {,\n  ]\n}');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([{ reason: expect.stringMatching(/^not valid JSON: /), line: 3 }]);
  });

  it('reports a file that is not a catalogue', () => {
    const checked = checkCatalogFile(file({ products: [] }));
    expect(checked.ok ? [] : checked.problems.map(formatProblem)).toEqual([
      'wines: Invalid input: expected array, received undefined',
      'Unrecognized key: "products"',
    ]);
  });

  it('reports every bad row, each problem once, with index and line', () => {
    const text = file({
      wines: [
        sampleRow(1),
        sampleRow(2, { wineType: 'orange' as never, publicPricePence: 19.99 }),
        sampleRow(3, { slug: 'sample-wine-0001' }),
        sampleRow(4, { masterWineId: 'mw-0001' }),
        sampleRow(5, { masterWineId: 'mw-0001', name: 'Sample Wine 0001' }),
      ],
      drops: [
        { date: '2025-03-10', productIds: ['wine-0001'] },
        { date: '2025-03-10', productIds: ['wine-0002'] },
        { date: '10/03/2025', productIds: [] },
      ],
    });
    const checked = checkCatalogFile(text);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const lines = text.split('\n');
    const rowStart = (line: number | undefined) =>
      `${lines[(line ?? 0) - 1]?.trim()} ${lines[line ?? 0]?.trim()}`;
    expect(checked.problems.map((p) => rowStart(p.line))).toEqual([
      '{ "productId": "wine-0002",',
      '{ "productId": "wine-0002",',
      '{ "productId": "wine-0003",',
      '{ "productId": "wine-0004",',
      '{ "date": "2025-03-10",',
      '{ "date": "10/03/2025",',
    ]);
    expect(checked.problems.map(formatProblem)).toEqual([
      'wines[1] (line 58): wineType: Invalid option: expected one of "red"|"white"|"rose"|"sparkling"|"dessert"|"fortified"',
      'wines[1] (line 58): publicPricePence: Invalid input: expected int, received number',
      'wines[2] (line 113): slug sample-wine-0001 is already used by wines[0]',
      'wines[3] (line 168): master wine mw-0001 has other details in wines[0]; its products must agree on name, producer, region, notes and the other master wine fields',
      'drops[1] (line 286): date 2025-03-10 already has a drop in drops[0]',
      'drops[2] (line 292): date: Invalid ISO date',
    ]);
  });
});
