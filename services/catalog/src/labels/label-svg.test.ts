import { describe, expect, it } from 'vitest';
import { labelSvg, wrapWords } from './label-svg.ts';

const label = {
  name: 'Sancerre Les Caillottes',
  producer: 'Domaine des Sablons',
  vintage: 2022,
  region: 'Loire Valley',
  country: 'France',
  wineType: 'white',
  bottleSize: 'BOTTLE',
} as const;

describe('labelSvg', () => {
  it('draws the name, producer, vintage and origin', () => {
    const svg = labelSvg(label);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('DOMAINE DES SABLONS');
    expect(svg).toContain('>Sancerre Les<');
    expect(svg).toContain('>Caillottes<');
    expect(svg).toContain('>2022<');
    expect(svg).toContain('Loire Valley · France');
    expect(svg).not.toContain('MAGNUM');
  });

  it('colours the label by wine type and marks magnums and non-vintage wines', () => {
    const red = labelSvg({ ...label, wineType: 'red', bottleSize: 'MAGNUM', vintage: null });
    expect(red).toContain('#6b1f2e');
    expect(red).not.toContain('#7a6a1f');
    expect(red).toContain('MAGNUM 150CL');
    expect(red).toContain('>NV<');
  });

  it('escapes text, so a name cannot inject markup', () => {
    const svg = labelSvg({ ...label, name: 'Tom & Jerry <script>', producer: `O'Neil "Estate"` });
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(svg).toContain('O&apos;NEIL &quot;ESTATE&quot;');
    expect(svg).not.toContain('<script>');
  });
});

describe('wrapWords', () => {
  it('fills lines greedily and marks what does not fit', () => {
    expect(wrapWords('Clos de la Roche Grand Cru', 12, 3)).toEqual(['Clos de la', 'Roche Grand', 'Cru']);
    expect(wrapWords('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });
});
