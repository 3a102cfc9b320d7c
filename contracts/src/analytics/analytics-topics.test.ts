import { describe, expect, it } from 'vitest';
import { analyticsMessageKey } from './analytics-topics.ts';

describe('analyticsMessageKey', () => {
  it("keys on the user's pseudonym, else the device's, else the event itself", () => {
    const ids = { userPseudonym: 'u-1', devicePseudonym: 'd-1', eventID: 'e-1' };
    expect(analyticsMessageKey(ids)).toBe('u-1');
    expect(analyticsMessageKey({ ...ids, userPseudonym: null })).toBe('d-1');
    expect(analyticsMessageKey({ ...ids, userPseudonym: null, devicePseudonym: null })).toBe('e-1');
  });
});
