import { describe, expect, it } from 'vitest';
import { AbGroup, resolveAbGroup } from './ab-group.ts';

describe('A/B group', () => {
  it('is TEST or CONTROL', () => expect(AbGroup.options).toEqual(['TEST', 'CONTROL']));
  it('a forced group overrides the fetched one', () =>
    expect(resolveAbGroup('TEST', 'CONTROL')).toBe('TEST'));
  it('DEFAULT or no override keeps the fetched group', () => {
    expect(resolveAbGroup('DEFAULT', 'TEST')).toBe('TEST');
    expect(resolveAbGroup(undefined, 'TEST')).toBe('TEST');
  });
  it('any failure gives CONTROL', () => {
    expect(resolveAbGroup(undefined, undefined)).toBe('CONTROL');
    expect(resolveAbGroup(undefined, 'test')).toBe('CONTROL');
    expect(resolveAbGroup(null, new Error('timeout'))).toBe('CONTROL');
  });
});
