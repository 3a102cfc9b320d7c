import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { compose, ownerOf } from './bundle-composition.ts';

const sources = [
  '../../../node_modules/react-dom/cjs/react-dom-client.production.js',
  '../../../node_modules/@tanstack/router-core/dist/esm/router.js',
  '../../../contracts/src/money-format.ts',
  '../../src/features/cart/cart-rules.ts',
];
// One line: 10 bytes the bundler wrote, then 40 of react-dom, 20 of the router, 5 of the
// contracts and 15 of the app; a second line that is the app's only.
const code = `${'b'.repeat(10)}${'r'.repeat(40)}${'t'.repeat(20)}${'c'.repeat(5)}${'a'.repeat(15)}\n${'a'.repeat(9)}`;
const map = {
  sources,
  mappings: encode([
    [
      [10, 0, 0, 0],
      [50, 1, 0, 0],
      [70, 2, 0, 0],
      [75, 3, 0, 0],
    ],
    [[0, 3, 1, 0]],
  ]),
};
// Size as its own measure, so each part's share is exactly its bytes.
const length = (text: string) => text.length;

describe("a chunk's composition", () => {
  it('names the npm package, the contracts or the app as the owner of each source', () => {
    expect(ownerOf(sources[0] ?? '')).toBe('react-dom');
    expect(ownerOf(sources[1] ?? '')).toBe('@tanstack/router-core');
    expect(ownerOf(sources[2] ?? '')).toBe('contracts');
    expect(ownerOf(sources[3] ?? '')).toBe('app');
  });

  it('gives each owner its bytes, largest first, and code without a source to the bundler', () => {
    const { parts } = compose(code, map, length);
    expect(parts.map(({ owner, bytes }) => [owner, bytes])).toEqual([
      ['react-dom', 40],
      ['app', 15 + 1 + 9],
      ['@tanstack/router-core', 20],
      ['bundler', 10],
      ['contracts', 5],
    ]);
  });

  it('counts what the chunk loses without an owner as its compressed cost', () => {
    const { parts, gzipBytes } = compose(code, map, length);
    expect(gzipBytes).toBe(code.length);
    expect(parts.find((part) => part.owner === 'react-dom')?.gzipBytes).toBe(40);
  });

  it("measures the packages' code alone: the floor no change to the app goes below", () => {
    expect(compose(code, map, length).packagesGzipBytes).toBe(60);
  });

  it('leaves out of the floor the packages that could leave the page', () => {
    expect(compose(code, map, length, ['@tanstack/router-core']).packagesGzipBytes).toBe(40);
  });

  it("lists the app's modules by size, named from the storefront's folder", () => {
    expect(compose(code, map, length).appModules).toEqual([
      { source: 'src/features/cart/cart-rules.ts', bytes: 25 },
    ]);
  });
});
