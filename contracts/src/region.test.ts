import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, isRegion, Region, regionOrDefault } from './region.ts';

describe('region', () => {
  it('defaults to GB', () => expect(DEFAULT_REGION).toBe('GB'));
  it('knows GB', () => expect(Region.parse('GB')).toBe('GB'));
  it('rejects regions we do not trade in', () => {
    expect(isRegion('FR')).toBe(false);
    expect(isRegion('gb')).toBe(false);
  });
  it('uses the default when no region is given', () => {
    expect(regionOrDefault(undefined)).toBe('GB');
    expect(regionOrDefault(null)).toBe('GB');
    expect(regionOrDefault('')).toBe('GB');
  });
  it('does not default an unknown region', () => expect(regionOrDefault('XX')).toBeUndefined());
});
