import { describe, expect, it } from 'vitest';
import { type Correction, plannedQuery } from './query-plan.ts';

const known: Correction = { known: true, nearest: null, extends: false };
const lexicon = new Map<string, Correction>([
  ['malbek', { known: false, nearest: 'malbec', extends: false }],
  ['malb', { known: false, nearest: 'malbec', extends: true }],
  ['rias', known],
  ['baixas', known],
  ['rioja', known],
  ['reserva', known],
  ['res', { known: false, nearest: 'red', extends: true }],
  ['zzz', { known: false, nearest: null, extends: false }],
]);

describe('planning a search', () => {
  it('corrects a slip to the nearest known word and says so', () =>
    expect(plannedQuery('malbek ', lexicon, false)).toEqual({
      websearch: 'malbec',
      prefix: null,
      searchedFor: 'malbec',
    }));

  it('corrects the last word too when no longer word starts with it', () =>
    expect(plannedQuery('malbek', lexicon, true)).toEqual({
      websearch: 'malbec',
      prefix: null,
      searchedFor: 'malbec',
    }));

  it('folds accents and case, and keeps known words', () =>
    expect(plannedQuery('Rías BAIXAS', lexicon, true)).toEqual({
      websearch: 'rias baixas',
      prefix: null,
      searchedFor: null,
    }));

  it('matches the word being typed as a prefix', () => {
    expect(plannedQuery('rioja res', lexicon, true)).toEqual({
      websearch: 'rioja',
      prefix: 'res',
      searchedFor: null,
    });
    expect(plannedQuery('malb', lexicon, true)).toEqual({ websearch: '', prefix: 'malb', searchedFor: null });
  });

  it('once a space follows, a word is finished and corrected instead', () =>
    expect(plannedQuery('rioja res ', lexicon, false)?.websearch).toBe('rioja red'));

  it('keeps quotes, or and minus for websearch_to_tsquery', () =>
    expect(plannedQuery('"rioja reserva" or malbek -rias ', lexicon, false)?.websearch).toBe(
      '"rioja reserva" or malbec -rias',
    ));

  it('keeps a word nothing resembles, which then finds nothing', () =>
    expect(plannedQuery('zzz ', lexicon, false)?.websearch).toBe('zzz'));

  it('plans nothing for punctuation alone', () =>
    expect(plannedQuery('-- "', lexicon, true)).toBeUndefined());
});

describe('a word still being typed', () => {
  it('is left out under three letters, so "ma" does not ask for half the catalogue', () => {
    expect(plannedQuery('rioja re', lexicon, true)).toEqual({
      websearch: 'rioja',
      prefix: null,
      searchedFor: null,
    });
    expect(plannedQuery('ma', lexicon, true)).toBeUndefined();
  });
});
