import { describe, expect, it } from 'vitest';
import { shopHeading } from './shop-heading.ts';

describe('shopHeading', () => {
  it('names the shop after its type and category', () => {
    expect(shopHeading({})).toBe('All wines');
    expect(shopHeading({ type: 'red' })).toBe('Red wines');
    expect(shopHeading({ type: 'rose' })).toBe('Rosé wines');
    expect(shopHeading({ category: 'investment' })).toBe('Investment wines');
    expect(shopHeading({ category: 'fine' })).toBe('Fine wines');
    expect(shopHeading({ type: 'white', category: 'investment' })).toBe('White investment wines');
  });
});
