import type { WineDto } from '@wine/contracts/catalog/wine';
import { describe, expect, it } from 'vitest';
import { wineFacts } from './wine-facts.ts';

const wine = {
  wineType: 'red',
  varietal: 'Syrah',
  region: 'Northern Rhône',
  country: 'France',
  vintage: 2019,
  bottleSize: 'MAGNUM',
  alcoholContent: 14,
} as WineDto;

describe('wineFacts', () => {
  it('lists the spec sheet as a buyer reads it', () => {
    expect(wineFacts(wine)).toEqual([
      { term: 'Style', detail: 'Red' },
      { term: 'Grape', detail: 'Syrah' },
      { term: 'Region', detail: 'Northern Rhône, France' },
      { term: 'Vintage', detail: '2019' },
      { term: 'Bottle', detail: 'Magnum (150cl)' },
      { term: 'Alcohol', detail: '14%' },
    ]);
  });

  it('says non-vintage and keeps one decimal of alcohol', () => {
    const facts = wineFacts({ ...wine, vintage: null, alcoholContent: 12.5 });
    expect(facts.find((f) => f.term === 'Vintage')?.detail).toBe('Non-vintage');
    expect(facts.find((f) => f.term === 'Alcohol')?.detail).toBe('12.5%');
  });
});
