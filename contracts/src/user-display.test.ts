import { describe, expect, it } from 'vitest';
import { displayNameFor, membershipTierFor } from './user-display.ts';

describe('displayNameFor', () => {
  it('uses the display name when there is one', () =>
    expect(displayNameFor('jo@example.com', 'Jo Bloggs')).toBe('Jo Bloggs'));
  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(displayNameFor('jo.bloggs@example.com')).toBe('jo.bloggs');
    expect(displayNameFor('jo@example.com', '  ')).toBe('jo');
  });
  it('falls back to User without either', () => {
    expect(displayNameFor()).toBe('User');
    expect(displayNameFor(null, null)).toBe('User');
    expect(displayNameFor('@example.com')).toBe('User');
  });
});

describe('membershipTierFor', () => {
  it('is premium for members', () => expect(membershipTierFor(true)).toBe('premium'));
  it('is basic for everyone else', () => expect(membershipTierFor(false)).toBe('basic'));
});
