import { resolveAbGroup } from '@wine/contracts/ab-group';
import { describe, expect, it } from 'vitest';
import { overrideFor, parseAbOverrides, withOverride } from './ab-overrides.ts';

describe('the A/B overrides', () => {
  it('force the chosen group over what the server answered', () => {
    const overrides = parseAbOverrides('{"hero-banner":"TEST","old-checkout":"CONTROL"}');
    expect(resolveAbGroup(overrideFor(overrides, 'hero-banner'), 'CONTROL')).toBe('TEST');
    expect(resolveAbGroup(overrideFor(overrides, 'old-checkout'), 'TEST')).toBe('CONTROL');
  });

  it('leave the server answer alone on DEFAULT, and a failed answer is CONTROL', () => {
    const overrides = parseAbOverrides('{"hero-banner":"DEFAULT"}');
    expect(overrideFor(overrides, 'hero-banner')).toBe('DEFAULT');
    expect(overrideFor(overrides, 'other')).toBe('DEFAULT');
    expect(resolveAbGroup(overrideFor(overrides, 'hero-banner'), 'TEST')).toBe('TEST');
    expect(resolveAbGroup(overrideFor(overrides, 'hero-banner'), undefined)).toBe('CONTROL');
  });

  it('ignore whatever in storage is not a choice of the panel', () => {
    expect(parseAbOverrides(null)).toEqual({});
    expect(parseAbOverrides('not json')).toEqual({});
    expect(parseAbOverrides('["TEST"]')).toEqual({});
    expect(parseAbOverrides('"TEST"')).toEqual({});
    expect(parseAbOverrides('{"a":"test","b":1,"c":"CONTROL"}')).toEqual({ c: 'CONTROL' });
  });

  it('store DEFAULT as no entry, and keep the other experiments', () => {
    const start = parseAbOverrides('{"hero-banner":"TEST","old-checkout":"CONTROL"}');
    expect(withOverride(start, 'hero-banner', 'CONTROL')).toEqual({
      'hero-banner': 'CONTROL',
      'old-checkout': 'CONTROL',
    });
    expect(withOverride(start, 'hero-banner', 'DEFAULT')).toEqual({ 'old-checkout': 'CONTROL' });
  });
});
